import Foundation
import Testing

/// App extensions have no shared application, so they have no overlay window: they show HUDs in their own views
/// (`HUDHandle(view:).show()`, `.hudInView`, or `HUD.containerView`). One build of HUDKit serves apps and extensions: the
/// shared application is looked up at run time in one place (`UIWindowScene+Overlay.swift`), never through
/// `UIApplication.shared`, which the compiler refuses in an extension (`make ios-extension` builds HUDKit for iOS
/// with `-application-extension`), and the view HUD's files touch neither `UIApplication` nor window scenes.
struct AppExtensionPathTests {
    private let hudKit = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HUDKit")

    /// The files that show, find, dismiss and remove a HUD in a view.
    static let viewHUDFiles = [
        "API/HUDHandle.swift", "API/HUDHandle+Showing.swift", "Hosting/ViewHUDRegistry.swift",
        "Hosting/ContainerTracker.swift",
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

    @Test func theSharedApplicationIsReachedOnlyThroughTheRunTimeLookup() throws {
        // Given
        let paths = try FileManager.default.subpathsOfDirectory(atPath: hudKit.path).filter { $0.hasSuffix(".swift") }
        // When
        var shared: [String] = []
        var application: [String] = []
        var conditions: [String] = []
        for path in paths {
            let text = try String(contentsOf: hudKit.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                if code.contains("UIApplication.shared") { shared.append(path) }
                if code.contains("UIApplication"), path != "Hosting/UIWindowScene+Overlay.swift" {
                    application.append(path)
                }
                if code.contains("HUD_APP_EXTENSIONS") { conditions.append(path) }
            }
        }
        // Then
        #expect(shared.isEmpty, "UIApplication.shared, which extensions cannot build, in \(shared)")
        #expect(application.isEmpty, "UIApplication outside UIWindowScene+Overlay.swift in \(application)")
        #expect(conditions.isEmpty, "a hidden build condition in \(conditions)")
    }
}
