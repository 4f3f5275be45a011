import Foundation

/// A button under the HUD's texts (MBProgressHUD's `button`), e.g. "Cancel" for the work the HUD shows.
///
/// The button is a real button for VoiceOver, takes its touches even when the HUD lets every other touch through
/// (mask `.none`), and runs `action` on the main actor on each touch-up inside, while the HUD shows it: the action
/// that runs is always that of the button on screen. A button on a scoped activity or a run belongs to it: when a
/// later one ends, the HUD shows this one's button again, and once its activity has ended the button never shows
/// and its action never runs. A change in place to a kind that dismisses itself (`HUD.updateToSuccess`) drops the
/// button. It does not dismiss the HUD: call `HUD.dismiss()` in `action` for that.
///
/// Two buttons are equal when their titles and roles are: the action is not compared, so a SwiftUI body that
/// builds the same button again does not show the HUD again (the action shown first stays).
///
/// ```swift
/// let upload = Progress(totalUnitCount: 100)
/// let cancel = HUDButton("Cancel", role: .cancel) {
///     upload.cancel()
///     HUD.dismiss()
/// }
/// HUD.show(progress: upload, status: "Uploading", options: HUDOptions(button: cancel))
/// ```
public struct HUDButton: Hashable, Sendable {
    /// What a button does, which sets its look: a struct with static members, so new roles do not break callers.
    public struct Role: Hashable, Sendable {
        enum Storage: Hashable, Sendable {
            case `default`
            case cancel
        }

        let storage: Storage

        /// An ordinary action: its title in the regular weight.
        public static let `default` = Role(storage: .default)
        /// Cancels the work the HUD shows: its title in the semibold weight, as in alerts.
        public static let cancel = Role(storage: .cancel)
    }

    /// The title; an empty title shows no button. Cut with "…" when wider than the label box.
    public var title: String
    /// What the button does. `.default` by default.
    public var role: Role
    /// Runs on the main actor on each touch-up inside the button.
    public var action: @MainActor @Sendable () -> Void

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The title; empty shows no button.
    ///   - role: What the button does, which sets its look. `.default` by default.
    ///   - action: Runs on the main actor on each touch-up inside the button.
    public init(_ title: String, role: Role = .default, action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// Whether the button is shown (and can be tapped): its title is not empty.
    var isShown: Bool { !title.isEmpty }

    /// Compares titles and roles; actions are not compared.
    public static func == (lhs: HUDButton, rhs: HUDButton) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role
    }

    /// Hashes the title and the role.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(role)
    }

    /// A `.cancel` button that cancels `progress` (`Progress.cancel()`): when the HUD follows that progress
    /// (`HUD.show(progress:)` with a `Progress`), the HUD dismisses at once and stops following it, and the work
    /// that reports to it sees `isCancelled`.
    ///
    /// ```swift
    /// let upload = Progress(totalUnitCount: 100)
    /// HUD.show(progress: upload, status: "Uploading…", options: HUDOptions(button: .cancel(upload, title: "Cancel")))
    /// ```
    /// - Parameters:
    ///   - progress: The progress to cancel.
    ///   - title: The button's title, localized by the app.
    public static func cancel(_ progress: Progress, title: String) -> HUDButton {
        HUDButton(title, role: .cancel) { progress.cancel() }
    }
}
