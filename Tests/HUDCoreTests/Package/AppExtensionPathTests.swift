import Foundation
import Testing

/// App extensions cannot use `UIApplication.shared`, so they have no overlay window: they show HUDs in their own
/// views (`HUD.show(in:)`, `.hudInView`, or `HUD.containerView`), built with the `HUD_APP_EXTENSIONS` compilation
/// condition. That path holds while the only use of `UIApplication` sits behind `#if !HUD_APP_EXTENSIONS` and the
/// view HUD's files touch neither `UIApplication` nor window scenes. (`make ios-extension` builds HUDKit for iOS
/// with `-application-extension`, where the compiler refuses any extension-unavailable API.)
struct AppExtensionPathTests {
    private let hudKit = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HUDKit")

    /// The files that show, find, dismiss and remove a HUD in a view.
    static let viewHUDFiles = [
        "Presentation/HUD+View.swift", "Presentation/ViewHUDRegistry.swift", "Internal/ContainerTracker.swift",
        "SwiftUI/ViewHUDContainer.swift", "SwiftUI/View+HUDInView.swift",
    ]

    @Test func theViewHUDPathUsesNothingAppExtensionsLack() throws {
        for file in Self.viewHUDFiles {
            let text = try String(contentsOf: hudKit.appendingPathComponent(file), encoding: .utf8)
            for symbol in ["UIApplication", "UIWindowScene", "hudOverlayScene", "PassthroughWindow"] {
                #expect(!text.contains(symbol), "\(file) uses \(symbol), which an app extension cannot rely on")
            }
        }
    }

    @Test func uiApplicationIsUsedOnlyBehindTheAppExtensionCondition() throws {
        // Given
        let paths = try FileManager.default.subpathsOfDirectory(atPath: hudKit.path).filter { $0.hasSuffix(".swift") }
        // When
        var outside: [String] = []
        for path in paths {
            let text = try String(contentsOf: hudKit.appendingPathComponent(path), encoding: .utf8)
            var excluded = false
            for line in text.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("#if !HUD_APP_EXTENSIONS") { excluded = true }
                if code.hasPrefix("#else") || code.hasPrefix("#endif  // !HUD_APP_EXTENSIONS") { excluded = false }
                if !excluded, !code.hasPrefix("//"), code.contains("UIApplication.") { outside.append(path) }
            }
        }
        // Then
        #expect(outside.isEmpty, "UIApplication outside #if !HUD_APP_EXTENSIONS in \(outside)")
    }
}
