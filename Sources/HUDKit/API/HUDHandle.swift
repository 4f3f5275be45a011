#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD of one view, shaped like an `MBProgressHUD` instance: set its texts, mode and progress, style it alone,
/// show and hide it — from any thread.
///
/// ``HUD/show(in:status:options:onTap:onDisappear:)`` and the other view calls return it, and `HUDHandle(view:)` makes
/// one without showing anything (MBProgressHUD's `initWithView:`).
///
/// ## What a handle is, and how long its settings last
///
/// A handle is not a HUD of its own: it is a small `Sendable` value that names a view (held weakly), and every
/// handle of the same view drives the view's one HUD, its ``HUDController``. Each show in the view starts fresh, as
/// a new `MBProgressHUD` does: nothing of an earlier presentation (status, details, button, custom view) comes back.
/// What you set through a handle — its content (``status``, ``details``, ``mode``, …) and its settings
/// (``margin``, ``minimumDisplayTime``, ``bezelColor``, …) — belongs to one presentation:
/// - **set while the HUD shows**, it changes that presentation at once (in place, no new fade-in);
/// - **set while nothing shows** (or while the HUD fades out), it is for the next presentation, whichever show
///   begins it: ``show(animated:)`` shows the content and the settings set for it, and another show (such as
///   ``HUD/show(in:status:options:onTap:onDisappear:)``) shows its own content with the settings set for it;
/// - it **ends with its presentation**: once that HUD is hidden, or another show begins, the next show starts from
///   the view's defaults again.
///
/// Settings that every later show of the view should have are the view's defaults, set on its controller's
/// ``HUDController/appearance`` (``controller``). This is the one statement of the rule; the articles link here.
/// An Objective-C `HUDProgressHUD` object kept and shown again keeps its properties instead, as an `MBProgressHUD`
/// does (see ``HUDProgressHUD/removeFromSuperViewOnHide``).
///
/// Every property and call is accepted from any thread: a change is applied on the main thread in the order the
/// caller made it, with the caller's other HUD calls; a read waits for the main thread and sees the caller's
/// earlier changes (so don't read from a thread the main thread is waiting for). Once the view is deallocated,
/// changes do nothing and reads give the defaults.
///
/// ```swift
/// let hud = HUD.show(in: view, status: "Uploading…")
/// hud.mode = .annularDeterminate
/// hud.progress = 0.3
/// hud.details = "2 of 8"
/// hud.hide(animated: true, afterDelay: 0.5)
/// ```
public struct HUDHandle: Sendable {
    /// The view the HUD covers; `nil` once it is deallocated.
    public private(set) weak var view: UIView?

    /// The handle of `view`'s HUD; makes and shows nothing (MBProgressHUD's `initWithView:`, without the
    /// `addSubview`: the HUD goes into the view when it is shown).
    ///
    /// ```swift
    /// let hud = HUDHandle(view: view)
    /// hud.status = "Loading"
    /// hud.show(animated: true)
    /// ```
    /// - Parameter view: The view the HUD covers.
    public init(view: UIView) {
        self.view = view
    }

    // MARK: Content

    /// The status under the indicator (MBProgressHUD's `label.text`); `nil` or empty shows none. `nil` by default.
    public var status: String? {
        get { content(or: nil) { $0.status } }
        nonmutating set { edit { $0.status = newValue } }
    }

    /// The smaller text under the status (MBProgressHUD's `detailsLabel.text`); `nil` or empty shows none. `nil` by
    /// default.
    public var details: String? {
        get { content(or: nil) { $0.options.details } }
        nonmutating set { edit { $0.options.details = newValue } }
    }

    /// What the HUD shows (MBProgressHUD's `mode`): a determinate mode keeps the ``progress``, ``HUDMode/text`` is
    /// centred and stays until hidden under this HUD's mask. Reads `nil` while the HUD shows what no mode names (an
    /// image, an app view from ``HUD/show(in:customView:status:options:onTap:onDisappear:)``, SVProgressHUD's
    /// ring); setting `nil` changes nothing. ``HUDMode/indeterminate`` by default.
    public var mode: HUDMode? {
        get { read(or: .indeterminate) { $0.session.editableContent.mode(in: $0.appearance) } }
        nonmutating set {
            guard let newValue else { return }
            edit { $0.setMode(newValue) }
        }
    }

    /// The fraction a determinate ``mode`` shows (MBProgressHUD's `progress`), clamped to `0...1`; in another mode
    /// setting it changes nothing. `0` by default.
    public var progress: Double {
        get { content(or: 0) { $0.progressFraction } }
        nonmutating set { edit { $0.setProgress(newValue) } }
    }

    /// The `Progress` the HUD on screen follows (MBProgressHUD's `progressObject`): its `fractionCompleted` sets
    /// ``progress``, so a determinate ``mode`` moves and another mode changes nothing, as in MBProgressHUD; the
    /// status, details and mode stay yours. Setting it shows nothing: set it once the HUD is shown (on a hidden HUD
    /// it is not kept, and reads `nil`). Following ends when the HUD hides or another show replaces it; a cancelled
    /// progress stops being followed. To show a ring that follows a progress, use `HUD.show(in: view, progress:)`
    /// with the `Progress`. `nil` when none is followed.
    ///
    /// ```swift
    /// let hud = HUD.show(in: view)
    /// hud.mode = .determinate
    /// hud.progressObject = download.progress
    /// ```
    public var progressObject: Progress? {
        get { read(or: nil) { $0.progressObserver.followed } }
        nonmutating set {
            guard let newValue else { return }
            write { $0.followInPlace(newValue) }
        }
    }

    /// Where the bezel sits (MBProgressHUD's `offset`): ``HUDPosition/center`` moved by an offset, or pinned near an
    /// edge with ``HUDPosition/top`` and ``HUDPosition/bottom`` (`MBProgressMaxOffset`); `nil` is the centre.
    /// `nil` by default.
    public var position: HUDPosition? {
        get { content(or: nil) { $0.options.position } }
        nonmutating set { edit { $0.options.position = newValue } }
    }

    // MARK: Showing and hiding

    /// Whether the HUD is on screen (fading in, shown or fading out).
    public var isVisible: Bool { read(or: false) { $0.isVisible } }

    /// Whether the HUD is hidden (MBProgressHUD's `hidden`): setting `true` hides it at once without a fade-out,
    /// `false` shows what was set for the next show (as ``show(animated:)``), without a fade-in.
    public var isHidden: Bool {
        get { !isVisible }
        nonmutating set {
            if newValue { return hide(animated: false) }
            show(animated: false)
        }
    }

    /// Shows the HUD (MBProgressHUD's `showAnimated:`): a new presentation of what was set through the handle since
    /// the last presentation began, one more activity for a spinner. It starts fresh: after a hide, only what was
    /// set since shows (a spinner with no status when nothing was), as a new `MBProgressHUD` would; see
    /// ``HUDHandle`` for how long what you set lasts.
    ///
    /// ```swift
    /// hud.show(animated: true)
    /// ```
    /// - Parameter animated: Whether it fades in (and later out). `true` by default.
    public func show(animated: Bool = true) {
        write { controller in
            controller.session.edit { $0.options.animated = animated }
            controller.session.showDraft()
        }
    }

    /// Hides the HUD after `delay` seconds (MBProgressHUD's `hideAnimated:afterDelay:`), whatever its activity
    /// count; `completion` runs once and hears how it ended (see ``HUD/dismiss(in:withDelay:completion:)``).
    ///
    /// ```swift
    /// hud.hide(animated: true, afterDelay: 2)
    /// ```
    /// - Parameters:
    ///   - animated: Whether it fades out. `true` by default.
    ///   - delay: Seconds to wait; negative or NaN hides at once. `0` by default.
    ///   - completion: Runs on the main actor, once. `nil` by default.
    public func hide(
        animated: Bool = true, afterDelay delay: TimeInterval = 0,
        completion: (@MainActor @Sendable (HUDDismissal) -> Void)? = nil
    ) {
        guard view != nil else { return HUDMainQueue.main.run { completion?(.notShown) } }
        write { controller in
            guard let completion else { return controller.dismiss(withDelay: delay, animated: animated) }
            controller.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// The view's controller, for what the handle does not offer (its notifications have it as their `object`).
    @MainActor public var controller: HUDController? { view.map(HUD.controller(in:)) }

    // MARK: Plumbing

    /// Reads from the view's controller on the main thread, after the caller's earlier calls.
    func read<Value: Sendable>(or fallback: Value, _ body: @MainActor @Sendable (HUDController) -> Value) -> Value {
        guard let view else { return fallback }
        return HUDMainQueue.main.read { body(HUD.controller(in: view)) }
    }

    /// Changes the view's controller on the main thread, in the caller's order.
    func write(_ change: @escaping @MainActor @Sendable (HUDController) -> Void) {
        guard let view else { return }
        HUDMainQueue.main.run { change(HUD.controller(in: view)) }
    }

    private func content<Value: Sendable>(or fallback: Value, _ body: @Sendable (HUDContent) -> Value) -> Value {
        read(or: fallback) { body($0.session.editableContent) }
    }

    private func edit(_ change: @escaping @MainActor @Sendable (inout HUDContent) -> Void) {
        write { $0.session.edit(change) }
    }
}
#endif  // canImport(UIKit)
