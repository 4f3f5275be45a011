import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// The messages lane: pills clear of the tab bar, the toolbar, the navigation bar and the keyboard, glyphs,
    /// right-to-left text, dark mode, and a message over a running blocking HUD.
    static var messages: [GalleryState] {
        let longText =
            "Couldn't upload 24 photos to “Holiday”. The shared album is full, so free up some space and try again."

        var dark = GalleryScene.phone
        dark.colorScheme = .dark
        var keyboard = GalleryScene.phone
        keyboard.keyboardHeight = SampleKeyboard.height + SampleKeyboard.accessoryHeight
        return [
            GalleryMessageScene(message: HUDMessage("Copied", glyph: .success), bar: .tabBar).state(
                "message-tabbar", "Message above the tab bar",
                "showMessage(\"Copied\", glyph: .success) — the ✓ pill sits 16 pt above the tab bar HUDKit read "
                    + "from the top view controller, not over its items; touches pass through it to the app."),
            dockedButton(environment: GalleryScene.phone, name: "message-docked-button-tabbar"),
            dockedButton(environment: dark, name: "message-docked-button-dark-tabbar"),
            GalleryMessageScene(message: HUDMessage("Draft saved"), bar: .toolbar).state(
                "message-toolbar", "Message above the toolbar",
                "showMessage(\"Draft saved\") over a navigation controller's toolbar: the same rule, the higher "
                    + "of the toolbar and the tab bar when both show."),
            GalleryMessageScene(
                message: HUDMessage("Offline", glyph: .error, id: "network", options: HUDOptions(position: .top)),
                bar: .tabBar
            ).state(
                "message-top-glyph", "Glyph pill below the navigation bar",
                "showMessage(\"Offline\", glyph: .error, id: \"network\", options: HUDOptions(position: .top)) — "
                    + "16 pt below the navigation bar (its large title and search field), not over Back."),
            GalleryMessageScene(
                message: HUDMessage("Back online", glyph: .info, id: "network", policy: .replace), bar: .tabBar,
                hud: HUDContent(status: "Paying…", options: HUDOptions(maskType: .black))
            ).state(
                "message-over-blocking-hud-tabbar", "Message over a running blocking HUD",
                "HUD.show(status: \"Paying…\", options: HUDOptions(maskType: .black)), then a message: it comes in "
                    + "its own layer above the HUD, which keeps its mask, spinner, activity count and timers."),
            GalleryMessageScene(
                message: HUDMessage("تم حفظ المسودة", glyph: .success), bar: .tabBar, environment: dark
            ).state(
                "message-rtl-dark-tabbar", "Right-to-left message, dark mode",
                "An Arabic message: the glyph goes to the text's leading side, the right; dark style."),
            GalleryMessageScene(
                message: HUDMessage("Draft saved", glyph: .success), environment: keyboard, replyText: "On my way"
            ).state(
                "message-keyboard", "Message above the keyboard",
                "showMessage while typing — the bottom position follows the keyboard and its reply bar up."),
            GalleryMessageScene(message: HUDMessage(longText, glyph: .error), bar: .tabBar).state(
                "message-long-tabbar", "Long message above the tab bar",
                "A message is a toast: two lines at most (messageMaximumLines, up to 3), cut with “…”, the text "
                    + "aligned to its leading edge and the ✕ on its first line; for more, show a HUD."),
            GalleryMessageScene(
                message: HUDMessage(longText, glyph: .error), environment: keyboard, replyText: "Sending it again"
            ).state(
                "message-long-keyboard", "Long message above the keyboard",
                "The same toast while typing: above the keyboard and its reply bar, still two lines."),
            GalleryMessageScene(
                message: HUDMessage(
                    "Link copied", options: HUDOptions(position: .top, details: "Paste it in any app")),
                appearance: HUDAppearance { $0.maskType = .black }
            ).state(
                "message-details-top", "Message with details at the top",
                "HUDOptions(position: .top, details:) — two lines in the pill; even with maskType = .black a "
                    + "message never has a mask."),
        ]
    }

    /// A screen that docks a button 16 pt above its tab bar, and a message lifted clear of it.
    private static func dockedButton(environment: HUDEnvironment, name: String) -> GalleryState {
        let lifted = HUDOptions(position: .bottom.offset(vertical: -SampleScreen.dockedButtonClearance))
        let scheme = environment.colorScheme == .dark ? ", dark mode" : ""
        return GalleryMessageScene(
            message: HUDMessage("Added to Outbox", glyph: .success, options: lifted), bar: .tabBar,
            environment: environment, docksButtonAboveBar: true
        ).state(
            name, "Message lifted clear of a docked button" + scheme,
            "A screen that docks a button 16 pt above its tab bar lifts its toasts by the button and 16 pt: "
                + "showMessage(…, options: HUDOptions(position: .bottom.offset(vertical: -66))) puts the message "
                + "16 pt above the button, never on it.")
    }
}
