/// How a dismiss ended, for a completion that asks: the HUD disappeared, a later show superseded the dismiss (the
/// HUD stays on screen with that show), or nothing was on screen to dismiss.
///
/// A struct with static members rather than an enum, so that a new way to end never breaks an app's `switch`.
///
/// ```swift
/// HUD.dismiss(withDelay: 1) { (dismissal: HUDDismissal) in
///     if dismissal == .superseded { return }  // another HUD is on screen now
///     showNextScreen()
/// }
/// ```
public struct HUDDismissal: Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, Hashable, Sendable {
        case disappeared, superseded, notShown, removed
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The HUD faded out and is gone (after `hudDidDisappear`).
    public static let disappeared = HUDDismissal(.disappeared)
    /// A show came before the dismiss took effect: the HUD stays, showing that later presentation.
    public static let superseded = HUDDismissal(.superseded)
    /// Nothing was on screen: the HUD was hidden, or its show was still waiting (grace time, no window scene) and is
    /// cancelled without any event.
    public static let notShown = HUDDismissal(.notShown)

    /// The HUD's owner went away (a view's container was deallocated, or the app released the `HUDController` that
    /// showed it): the HUD was removed at once, without a fade.
    public static let removed = HUDDismissal(.removed)

    /// `disappeared`, `superseded`, `notShown` or `removed`.
    public var description: String { storage.rawValue }
}
