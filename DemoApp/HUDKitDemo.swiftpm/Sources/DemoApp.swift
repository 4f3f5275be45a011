import HUDKit
import SwiftUI

/// The HUDKit demo: one screen per feature, listed in a navigation view.
@main
@MainActor
struct DemoApp: App {
    @StateObject private var settings = HUDSettings()
    @StateObject private var notificationLog = NotificationLog()
    @AppStorage("touchDismissesHUD") private var touchDismissesHUD = true

    init() {
        ShowBeforeASceneView.showIfAsked()
    }

    var body: some Scene {
        WindowGroup {
            NavigationView {
                screens
                    .navigationTitle("HUDKit")
            }
            .navigationViewStyle(.stack)
            .environmentObject(settings)
            .environmentObject(notificationLog)
            .onReceive(NotificationCenter.default.publisher(for: .hudDidReceiveTouchEvent)) { _ in
                if touchDismissesHUD { HUD.dismiss() }
            }
        }
    }

    private var screens: some View {
        List {
            Section {
                Toggle("Touching the HUD dismisses it", isOn: $touchDismissesHUD)
                Button("Reset every HUD setting") { settings.reset() }
            } footer: {
                Text(
                    "As in SVProgressHUD's demo, the app calls HUD.dismiss() on .hudDidReceiveTouchEvent, so a "
                        + "blocking mask never traps you.")
            }
            Section("Showing") {
                link("Show variants", systemImage: "square.stack", ShowVariantsDemo())
                link("Upload with progress", systemImage: "icloud.and.arrow.up", UploadDemo())
                link("Images", systemImage: "checkmark.circle", ImagesDemo())
                link("MBProgressHUD modes", systemImage: "chart.pie", MBProgressHUDDemo())
                link("Messages in a tab bar controller", systemImage: "text.bubble", MessagesDemo().ignoresSafeArea())
                link("Parts", systemImage: "list.bullet.below.rectangle", PartsDemo())
                link("Modes, touches and work", systemImage: "hand.tap", ModesTouchesAndWorkDemo())
                link("Indicator views", systemImage: "circle.dashed", IndicatorViewsDemo())
            }
            Section("Appearance") {
                link("Mask, style and animation", systemImage: "paintpalette", StylePickersDemo())
                link("Sizes and timing", systemImage: "slider.horizontal.3", TuningDemo())
                link("Appearance proxy", systemImage: "wand.and.stars", AppearanceProxyDemo())
                link("Window and container view", systemImage: "macwindow.on.rectangle", WindowAndContainerDemo())
                link("HUDs in views", systemImage: "rectangle.3.group", ViewHUDsDemo())
            }
            Section("Behaviour") {
                link("Notification log", systemImage: "list.bullet.rectangle", NotificationLogDemo())
                link("Keyboard", systemImage: "keyboard", KeyboardDemo())
                link(
                    "Background queues and tasks (UIKit)", systemImage: "arrow.triangle.branch",
                    BackgroundQueueDemo().navigationTitle("Background queues"))
            }
            Section("SwiftUI and Swift concurrency") {
                link("SwiftUI modifiers", systemImage: "swift", SwiftUIDemo())
                link("async / await", systemImage: "hourglass", AsyncDemo())
            }
            Section("Regression") {
                link("SVProgressHUD bugs HUDKit fixes", systemImage: "ladybug", SVProgressHUDBugsDemo())
                link("A HUD shown before a scene", systemImage: "rectangle.dashed", ShowBeforeASceneView())
                link("Where the window HUD lives", systemImage: "macwindow.on.rectangle", WindowPlacementView())
                link("HUDs in views that leave the screen", systemImage: "rectangle.on.rectangle.slash", PausedViewHUDsView())
                link("HUDs in views: lifecycle", systemImage: "rectangle.3.group.bubble.left", ViewHUDLifecycleView())
                link("Lanes: lifecycle, scenes, alerts", systemImage: "square.stack.3d.up", LaneLifecycleView())
                link("One environment per window", systemImage: "keyboard.badge.ellipsis", WindowEnvironmentView())
                link("Reachable controls", systemImage: "accessibility", ReachableControlsView())
                link(
                    "A view's HUD starts fresh; a view's messages", systemImage: "sparkles.rectangle.stack",
                    ViewHUDStartsFreshView())
                link(
                    "A reused HUD view shows nothing old", systemImage: "arrow.triangle.2.circlepath",
                    ReusedHUDViewView())
                link(
                    "Custom views: style, Auto Layout, touches", systemImage: "square.on.circle",
                    CustomViewStyleAndLayoutView())
                link("Smaller device defects", systemImage: "checklist", SmallerDeviceDefectsView())
                link("Checks on a device", systemImage: "iphone", DeviceChecksView())
                link("Looks on a device", systemImage: "eye", LooksOnADeviceView())
            }
        }
        .listStyle(.insetGrouped)
    }

    private func link<Destination: View>(
        _ title: String, systemImage: String, _ destination: Destination
    ) -> some View {
        NavigationLink(destination: destination) {
            Label(title, systemImage: systemImage)
        }
    }
}
