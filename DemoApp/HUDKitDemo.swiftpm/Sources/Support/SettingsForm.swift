import SwiftUI

/// A screen of `HUD` settings: its sections in a form under `title`, with a Reset button that puts every setting
/// back to HUDKit's defaults (``HUDSettings/reset()``).
@MainActor
struct SettingsForm<Content: View>: View {
    @EnvironmentObject private var settings: HUDSettings
    private let title: String
    private let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        Form {
            content
        }
        .navigationTitle(title)
        .toolbar {
            Button("Reset") { settings.reset() }
        }
    }
}
