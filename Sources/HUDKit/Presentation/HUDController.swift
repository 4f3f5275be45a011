#if canImport(UIKit)
import HUDCore
import UIKit

/// The HUD service: one controller drives one HUD. ``HUD``'s static calls forward to ``shared``; tests, SwiftUI
/// and apps that want a second, independent HUD create their own.
///
/// The controller holds no decisions of its own: it turns calls into HUDCore inputs for its `HUDEngine` (which
/// runs the presenter's state machine) and keeps what UIKit needs alongside — dismiss completions, custom images
/// and the status font.
///
/// ```swift
/// let controller = HUDController(appearance: HUDAppearance { $0.maskType = .black })
/// controller.show(status: "Syncing…")
/// controller.dismiss(withDelay: 1)
/// ```
///
/// Show/dismiss balancing is activity counting, as SVProgressHUD's: each indefinite `show` adds one, ``popActivity()``
/// removes one, ``dismiss(withDelay:completion:)`` clears them; ``beginActivity(status:)`` holds the HUD until its
/// token ends.
///
/// Each `show…` call begins a new presentation: its `onTap` handler runs when that presentation is tapped, and the
/// next show or the HUD's fade-out ends it (see `HUDPresentationTracker`).
@MainActor
public final class HUDController {
    /// The controller ``HUD`` forwards to.
    public static let shared = HUDController()

    let engine: HUDEngine
    let host: OverlayHost
    let statusFont = StatusFont()
    private var completions: [HUDCompletionID: @MainActor @Sendable () -> Void] = [:]
    /// The images of ``show(image:status:options:onTap:)`` by the names their content uses.
    var customImages: [String: UIImage] = [:]
    /// The app's replacements of the bundled glyphs.
    var glyphImages: [HUDImage: UIImage] = [:]
    private var serial: UInt64 = 0
    /// Which presentation is current; see `HUDController+Presentation.swift`.
    var tracker = HUDPresentationTracker()
    /// The handlers of the current presentation.
    var handlers: PresentationHandlers?
    /// How many engine steps are being applied, one inside another.
    var applyDepth = 0
    /// The runs of ``run(status:success:failure:options:_:)`` whose work has not finished.
    var runs: [HUDActivityID: HUDRunPlan] = [:]
    /// The last value the `UIAppearance` proxy delivered for each `HUDView` property (see `HUDView+Appearance.swift`).
    var appearanceProxyValues: [String: Any] = [:]
    /// Follows the `Foundation.Progress` of the current presentation, if it shows one.
    let progressObserver = ProgressObserver()

    /// Creates a controller with its own HUD, styled by `appearance`.
    ///
    /// ```swift
    /// let controller = HUDController(appearance: HUDAppearance { $0.style = .dark })
    /// ```
    /// - Parameter appearance: The settings every presentation starts from. The default appearance by default.
    public init(appearance: HUDAppearance = HUDAppearance()) {
        let host = OverlayHost()
        let scheduler = MainRunLoopScheduler()
        self.host = host
        engine = HUDEngine(
            appearance: appearance, measurer: UIKitTextMeasurer(statusFont: statusFont), host: host,
            scheduler: scheduler)
        host.controller = self
        scheduler.runStep = { [weak self] action in
            guard let self else { return action() }
            applying(action)
        }
    }

    /// Every style and timing setting; a change restyles a HUD on screen. The default appearance by default.
    public var appearance: HUDAppearance {
        get { engine.appearance }
        set { engine.appearance = newValue }
    }

    /// The view that hosts the HUD instead of an overlay window (required in app extensions); held weakly and used
    /// from the next time the HUD appears. `nil` by default.
    public weak var containerView: UIView?

    /// Whether the HUD is on screen (fading in, shown or fading out). `false` by default.
    public var isVisible: Bool { engine.state.isVisible }

    /// The status font. Its text style, size and weight go into `HUDAppearance.font`; a custom family is kept
    /// for drawing and measuring as long as the appearance's font is still the one derived from it. The system
    /// font of the subheadline style at 15 pt by default.
    public var font: UIFont {
        get { statusFont.unscaled(appearance.font) }
        set { appearance.font = statusFont.set(newValue) }
    }

    // MARK: Showing

    /// Shows the indefinite spinner with an optional status; each call adds one activity (see
    /// ``popActivity()``).
    ///
    /// ```swift
    /// HUDController.shared.show(status: "Loading…")
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func show(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        present([.show(.spinner, status: status, options: options)], onTap: onTap)
    }

    /// Shows a progress ring filled to `progress` (clamped to `0...1`; negative or non-finite shows the spinner).
    ///
    /// ```swift
    /// HUDController.shared.show(progress: 0.4, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func show(
        progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        present([.show(.progress(progress), status: status, options: options)], onTap: onTap)
    }

    /// Shows `image` with an optional status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template when `HUDAppearance.shouldTintImages` is on.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func show(
        image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let name = "image#\(nextSerial())"
        customImages[name] = image
        present([.show(.image(.custom(name)), status: status, options: options)], onTap: onTap)
        forgetUnusedImages()
    }

    /// Shows the success checkmark with an optional status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showSuccess(status: "Saved")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func showSuccess(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        present([.show(.success, status: status, options: options)], onTap: onTap)
    }

    /// Shows the error cross with a status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showError(status: "No connection")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func showError(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        present([.show(.error, status: status, options: options)], onTap: onTap)
    }

    /// Shows the info glyph with a status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showInfo(status: "Pull to refresh")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func showInfo(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        present([.show(.info, status: status, options: options)], onTap: onTap)
    }

    /// Changes the status of the HUD on screen; does nothing while the HUD is hidden.
    ///
    /// ```swift
    /// HUDController.shared.setStatus("Almost done…")
    /// ```
    /// - Parameter status: The new status; `nil` or empty removes the label.
    public func setStatus(_ status: String?) {
        send(.setStatus(status))
    }

    // MARK: Dismissing

    /// Dismisses the HUD after `delay` seconds, whatever its activity count, then runs `completion` exactly once.
    /// From this call on, a followed `Progress` or a SwiftUI binding no longer updates the HUD.
    ///
    /// ```swift
    /// HUDController.shared.dismiss(withDelay: 0.5) { print("gone") }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor when the HUD is gone (or at once when it is not shown). `nil` by
    ///     default.
    public func dismiss(withDelay delay: TimeInterval = 0, completion: (@MainActor @Sendable () -> Void)? = nil) {
        let id = completion.map { completion in
            let id = HUDCompletionID(nextSerial())
            completions[id] = completion
            return id
        }
        closePresentation()
        send(.dismiss(delay: delay, completion: id))
    }

    /// Balances one indefinite show: the HUD dismisses when the count reaches zero and no activity is open.
    ///
    /// ```swift
    /// HUDController.shared.popActivity()
    /// ```
    public func popActivity() {
        send(.popActivity)
    }

    /// Opens a scoped activity: shows the spinner with `status` and holds the HUD until the returned token ends
    /// (``HUDActivity/end()``, or when it is released), without counting as a `show`.
    ///
    /// ```swift
    /// let activity = HUDController.shared.beginActivity(status: "Syncing…")
    /// defer { activity.end() }
    /// try await sync()
    /// ```
    /// - Parameter status: Text under the spinner. `nil` by default.
    /// - Returns: The token that ends the activity.
    public func beginActivity(status: String? = nil) -> HUDActivity {
        let id = HUDActivityID(nextSerial())
        present([.beginActivity(id, status: status)], onTap: nil)
        return HUDActivity(controller: self, id: id)
    }

    /// How long an image HUD with `status` stays: see `HUDAppearance.displayDuration(for:)`.
    ///
    /// ```swift
    /// let seconds = HUDController.shared.displayDuration(for: "Saved")
    /// ```
    public func displayDuration(for status: String?) -> TimeInterval {
        appearance.displayDuration(for: status)
    }

    // MARK: Internal

    /// Ends a scoped activity; ending one twice does nothing (HUDCore ignores it).
    func endActivity(_ id: HUDActivityID) {
        send(.endActivity(id))
    }

    /// Runs and forgets the completion registered under `id`.
    func runCompletion(_ id: HUDCompletionID) {
        completions.removeValue(forKey: id)?()
    }

    /// A number not used before by this controller (for completions, activities, images).
    func nextSerial() -> UInt64 {
        serial += 1
        return serial
    }
}
#endif  // canImport(UIKit)
