import HUDKit
import SwiftUI
import UIKit

/// "One environment per window": every lane of every controller reads the same keyboard, bars and light or dark style
/// of its window, and follows bars when they change (UIKit's own signals: the bars' layers moving, hiding or fading,
/// and the end of a transition). What only a device shows.
@MainActor
struct WindowEnvironmentView: View {
    @State private var note = ""

    var body: some View {
        List {
            Section {
                TextField("Type here to raise the keyboard", text: $note)
                DemoButton(
                    "A message of the shared HUD over a view HUD's keyboard",
                    code: "HUDHandle(view: card).show(…) with the keyboard up; HUD.showMessage(…)"
                ) {
                    guard let card = Self.topViewController?.view else { return }
                    HUDHandle(view: card).show(status: "A view's HUD", options: HUDOptions(duration: 4))
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { HUD.showMessage("Above the keyboard") }
                }
            } footer: {
                Text(
                    "Raise the keyboard, then tap. Expected: the view's HUD and, a second later, the message (the "
                        + "shared HUD's lane, which never showed before) both sit above the keyboard; dismiss the "
                        + "keyboard while they show: both move down together, in the keyboard's animation.")
            }
            RegressionCheck(
                "A tab bar hidden on push, and back",
                code: "HUD.showMessage(…, position: .bottom); push a screen with hidesBottomBarWhenPushed; pop",
                expected: "a screen with a tab bar comes up with the message above its tab bar; after 2 s a pushed "
                    + "screen hides the tab bar and the message moves down to the bottom safe area as the push ends; "
                    + "after 5 s the pop brings the tab bar and the message back above it. No rotation or keyboard "
                    + "is needed for either move. Close with ✕."
            ) {
                let tabs = BarsScreen.present()
                HUD.showMessage("Follows the tab bar", options: HUDOptions(duration: 9, position: .bottom))
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { tabs?.pushScreenWithoutTabBar() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                    tabs?.navigation.popViewController(animated: true)
                }
            }
            RegressionCheck(
                "A navigation bar that hides and comes back",
                code: "HUD.show(…, position: .top); setNavigationBarHidden(true, then false, animated: true)",
                expected:
                    "the HUD at the top sits below the navigation bar; when the bar hides (after 2 s) it moves up "
                    + "under the status bar, and when the bar comes back (after 4.5 s) it moves down below it again."
            ) {
                let tabs = BarsScreen.present()
                HUD.show(status: "Below the bar", options: HUDOptions(duration: 7, position: .top))
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    tabs?.navigation.setNavigationBarHidden(true, animated: true)
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 4.5) {
                    tabs?.navigation.setNavigationBarHidden(false, animated: true)
                }
            }
            RegressionCheck(
                "A tab switch while a message shows",
                code: "HUD.showMessage(…, position: .bottom, duration: 10); tap the \"Toolbar\" tab",
                expected: "the message sits above the tab bar; tap the \"Toolbar\" tab: it moves up above that tab's "
                    + "toolbar (the tab bar's selection is observed); back on \"First\", it moves down again."
            ) {
                _ = BarsScreen.present()
                HUD.showMessage("Watch the bars", options: HUDOptions(duration: 10, position: .bottom))
            }
            RegressionCheck(
                "A sheet presented while a message shows",
                code: "HUD.showMessage(…, position: .bottom, duration: 6); present a sheet with a toolbar after 1 s",
                expected: "the message follows the sheet's bars at the latest when the presentation ends (no UIKit "
                    + "signal says a screen is presented before its transition; note what you see)."
            ) {
                HUD.showMessage("Watch the sheet", options: HUDOptions(duration: 6, position: .bottom))
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { _ = BarsScreen.present(style: .pageSheet) }
            }
            RegressionCheck(
                "A scene's HUD follows the app-wide style, font and glyphs",
                code: "HUD.controller(for: scene).show…; then HUD.style = .dark; HUD.font = …; "
                    + "HUD.successImage = …",
                expected: "the scene's HUD shows first in the current style and font; after 1.5 s the app-wide style "
                    + "becomes dark, the font bold and the success glyph a star, and the scene's second HUD shows all "
                    + "three. Reset with the Settings screen."
            ) {
                guard let scene = Self.topViewController?.view.window?.windowScene else { return }
                HUD.controller(for: scene).show(status: "This scene's HUD")
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    HUD.style = .dark
                    HUD.font = .systemFont(ofSize: 17, weight: .bold)
                    HUD.successImage = UIImage(systemName: "star.fill") ?? UIImage()
                    HUD.controller(for: scene).showSuccess(status: "Followed")
                }
            }
        }
        .navigationTitle("One environment per window")
    }

    private static var topViewController: UIViewController? {
        let window = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        var top = window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}
