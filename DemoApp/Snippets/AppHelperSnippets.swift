import HUDKit
import UIKit

// An app's own helpers in an extension of `HUD`, as apps write them around SVProgressHUD: `HUD` is on no actor, so a
// helper that only calls the thread-safe API is on no actor either and is callable from a background queue, a
// detached task or an actor, without `await`. A helper that needs the main actor says so itself. The iOS build
// type-checks this file; nothing calls it. The first helper and its call are the example of SwiftUIAndConcurrency.md.

extension HUD {
    /// The app's "saving" HUD, shown from wherever the app saves.
    static func showSaving() {
        show(status: "Saving…", options: HUDOptions(maskType: .black))
    }

    /// The app's "saved" HUD, after a setting of its own.
    static func showSaved(quickly: Bool) {
        HUD.minimumDismissTimeInterval = quickly ? 0.5 : 1.5
        showSuccess(status: "Saved")
    }

    /// A helper that hands back a main-actor object is marked so itself.
    @MainActor static func beginSaving() -> HUDActivity {
        beginActivity(status: "Saving…")
    }
}

/// The helpers from code on no actor: a background queue and a detached task.
func saveInBackground(_ save: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async {
        HUD.showSaving()
        save()
        HUD.showSaved(quickly: true)
    }
    DispatchQueue.global().async { HUD.showSaving() }
    Task.detached {
        HUD.showSaving()
        HUD.dismiss()
    }
}

/// The helpers from an actor of the app's own.
actor Saver {
    func save() {
        HUD.showSaving()
        HUD.showSaved(quickly: false)
    }
}

/// The main-actor helper from the main actor.
@MainActor func saveOnMain() {
    let activity = HUD.beginSaving()
    activity.end()
}
