#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD service: one controller drives one HUD. ``HUD``'s static calls forward to ``shared``; tests, SwiftUI
/// and apps that want a second, independent HUD create their own.
///
/// The controller holds no decisions of its own: it turns calls into the calls of its HUDCore session (which owns
/// the presenter, presentations, completions, runs, a followed `Progress` and one notion of a step) and owns the
/// UIKit objects that carry out the session's orders — the overlay, the app's images and the status font.
///
/// ```swift
/// let controller = HUDController(appearance: HUDAppearance { $0.maskType = .black })
/// controller.show(status: "Syncing…")
/// controller.dismiss(withDelay: 1)
/// ```
///
/// Show/dismiss balancing is activity counting, as SVProgressHUD's: each indefinite `show` adds one, ``popActivity()``
/// removes one, ``dismiss(withDelay:completion:)-2jg3a`` clears them; ``beginActivity(status:)`` holds the HUD until its
/// token ends.
///
/// Each `show…` call begins a new presentation, which the next show or the HUD's fade-out ends; a tap on it runs its
/// options' `HUDOptions.onBezelTap` or `HUDOptions.onOutsideTap`. A call made from inside a completion, a tap handler or a notification
/// observer of this HUD applies right after the step that called it, in order.
@MainActor
public final class HUDController {
    /// The controller ``HUD`` forwards to.
    public static let shared = HUDController()

    let session: HUDSession
    let host: OverlayHost
    /// What the HUD's views draw with: the app's images and views, glyphs, fonts and the proxy's ledger.
    let assets = HUDAssetStore()
    /// The fonts the app set.
    var statusFont: StatusFont { assets.statusFont }
    /// The app's replacements of the bundled glyphs.
    var glyphImages: [HUDImage: UIImage] {
        get { assets.glyphImages }
        set {
            assets.glyphImages = newValue
            AppWideSettings.shared.changed(.glyphImages, by: self)
        }
    }
    /// The last value the `UIAppearance` proxy delivered for each `HUDView` property (see `HUDView+Appearance.swift`).
    var appearanceProxy: AppearanceProxyLedger {
        get { assets.appearanceProxy }
        set { assets.appearanceProxy = newValue }
    }
    /// Follows the `Foundation.Progress` of the current presentation, if it shows one.
    let progressObserver = ProgressObserver()
    /// The messages lane's host (its layer above the HUD) and its session, made at the first message.
    let messageHost: MessageHost
    lazy var messages = Self.makeMessages(host: messageHost, controller: self)
    /// Where the HUD may show: ``containerView``, whether this is a view's controller, and the pinned ``scene``.
    let placement = HUDPlacement()
    /// The one place the HUD and the messages hear that somewhere to show became available and that this controller
    /// (or its view) went away, and what the host observes for both (HUDCore's `HUDLifecycle`).
    let lifecycle = HUDLifecycle()
    /// The app's own indicator view, drawn in place of the spinner and the progress (see ``HUDIndicatorView``); the
    /// one it replaces leaves the HUD. `nil` (the HUD's own drawing) by default.
    public var indicatorView: (any HUDIndicatorView)? {
        get { assets.indicatorView }
        set { assets.indicatorView = newValue }
    }

    /// Creates a controller with its own HUD, styled by `appearance`.
    ///
    /// ```swift
    /// let controller = HUDController(appearance: HUDAppearance { $0.style = .dark })
    /// ```
    /// - Parameter appearance: The settings every presentation starts from. The default appearance by default.
    public init(appearance: HUDAppearance = HUDAppearance()) {
        let host = OverlayHost(
            assets: assets, placement: placement, progressObserver: progressObserver, lifecycle: lifecycle)
        self.host = host
        messageHost = MessageHost(hudHost: host)
        host.messageHost = messageHost
        assets.appearance = appearance
        session = HUDSession(
            appearance: appearance, measurer: UIKitTextMeasurer(statusFont: assets.statusFont), host: host,
            scheduler: MainRunLoopScheduler())
        host.session = session
        host.events = viewEvents
        host.notificationObject = self
        progressObserver.session = session
        lifecycle.add(session)
    }

    /// The controller went away: its HUD and its messages end (each completion and `onDisappear` once, with
    /// `HUDDismissal.removed`), and every window, display link and observer they started stops. HUDCore decides
    /// (`HUDLifecycle.Fact.ownerGone`); the report runs on the main thread, at once when the controller is released
    /// there, and keeps the lanes and their hosts until it ran.
    deinit {
        let (lifecycle, host, messageHost) = (lifecycle, host, messageHost)
        HUDMainQueue.main.run {
            withExtendedLifetime((host, messageHost)) { lifecycle.report(.ownerGone) }
        }
    }

    /// Every style and timing setting; a change restyles a HUD on screen. Set on the shared controller (``HUD``'s
    /// static settings), it is app-wide: each scene's window HUD (``HUD/controller(for:)``) follows it until it sets
    /// its own. The default appearance by default.
    public var appearance: HUDAppearance {
        get { session.appearance }
        set {
            settings = newValue
            AppWideSettings.shared.changed(.appearance, by: self)
        }
    }

    /// The session's appearance and the copy its views' `UIAppearance` properties read (``HUDAssetStore``),
    /// written together: HUDKit writes the session's appearance here and nowhere else.
    var settings: HUDAppearance {
        get { session.appearance }
        set {
            session.appearance = newValue
            assets.appearance = newValue
        }
    }

    /// The view that hosts the HUD instead of a window (required in app extensions); held weakly and used
    /// from the next time the HUD appears or is shown explicitly (a HUD on screen moves there then). `nil` by
    /// default.
    public var containerView: UIView? {
        get { placement.containerView }
        set { placement.containerView = newValue }
    }

    /// Whether the HUD is on screen (fading in, shown or fading out). `false` by default, and while a show waits
    /// for its grace time or for a window scene to appear in (a show before the app's first scene connects).
    public var isVisible: Bool { session.isVisible }

    /// The status font. Its text style, size and weight go into `HUDAppearance.font`; a custom family is kept
    /// for drawing and measuring as long as the appearance's font is still the one derived from it. Set on the shared
    /// controller, it is app-wide: the scenes' and views' controllers follow it until they set their own. The system
    /// font of the subheadline style at 15 pt by default.
    public var font: UIFont {
        get { self[spelled: \.font] }
        set { self[spelled: \.font] = newValue }
    }

    /// The details font (``HUDOptions/details``), kept as ``font`` is: its text style, size and weight go into
    /// `HUDAppearance.detailsFont`, and a custom family is drawn and measured as long as that font is the one
    /// derived from it. The system font of the footnote style at 13 pt by default.
    public var detailsFont: UIFont {
        get { self[spelled: \.detailsFont] }
        set { self[spelled: \.detailsFont] = newValue }
    }

    /// The setting at `keyPath` in its UIKit spelling (a `UIColor` for a `HUDColor`, a `UIFont` for a `HUDFont`, …),
    /// as ``HUD``'s settings read and write it; a write of an app-wide setting (a font) reaches the controllers that
    /// follow this one (`HUDInheritance`).
    subscript<Setting: AppearanceSetting>(spelled keyPath: WritableKeyPath<HUDAppearance, Setting>) -> Setting.Spelling
    {
        get { appearance[keyPath: keyPath].spelling(fonts: statusFont) }
        set {
            appearance[keyPath: keyPath] = Setting(spelling: newValue, fonts: statusFont)
            guard let appWide = HUDInheritance<ObjectIdentifier>.Setting(changing: keyPath) else { return }
            AppWideSettings.shared.changed(appWide, by: self)
        }
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
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func show(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(
            HUDContent(indicator: .spinner, status: status, options: options),
            onEnd: endHandler(onDisappear))
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
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func show(
        progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(
            HUDContent(indicator: .progress(progress), status: status, options: options),
            onEnd: endHandler(onDisappear))
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
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func show(
        image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let id = session.makeAssetID()
        assets.customImages[id] = image
        session.show(
            HUDContent(indicator: .image(.custom(id)), status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// Shows the success checkmark with an optional status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showSuccess(status: "Saved")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func showSuccess(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(
            HUDContent(indicator: .success, status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// Shows the error cross with a status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showError(status: "No connection")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func showError(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(
            HUDContent(indicator: .error, status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// Shows the info glyph with a status and dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.showInfo(status: "Pull to refresh")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public func showInfo(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(
            HUDContent(indicator: .info, status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// Changes the status of the HUD on screen; does nothing while the HUD is hidden.
    ///
    /// ```swift
    /// HUDController.shared.setStatus("Almost done…")
    /// ```
    /// - Parameter status: The new status; `nil` or empty removes the label.
    public func setStatus(_ status: String?) {
        session.setStatus(status)
    }
}
#endif  // canImport(UIKit)
