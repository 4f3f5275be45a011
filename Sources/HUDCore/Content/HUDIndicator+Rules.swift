import Foundation

/// Every rule that depends on what a HUD shows, answered per kind in one exhaustive `switch` (no `default`), and
/// the parts each kind draws, in a second one beside it: a new kind of indicator does not compile until it answers
/// each of them, and this file is the only one that asks which kind an indicator is.
///
/// The presenter (activity counting, auto-dismiss, in-place updates, haptics, announcements), the session, the
/// layout, MBProgressHUD's modes and the render description's builder ask these rules.
extension HUDIndicator {
    /// How a show of a kind changes the activity count (``HUDState/activityCount``).
    enum ActivityRule: Hashable, Sendable {
        /// Adds one: an indefinite show that a `popActivity` balances.
        case addsOne
        /// Adds one unless a counted show of the same kind is on screen: a run of progress shows counts once.
        case addsOneUnlessShown
        /// Resets the count to 0: the HUD is no longer waiting for work (an image, the app's view).
        case resets
    }

    /// How much room a kind takes above the label.
    enum LayoutRule: Equatable, Sendable {
        /// The spinner's box: the ring box, or the system indicator's with the `.native` animation type.
        case spinner
        /// The box of the progress style (``HUDProgressStyle``): the ring box, or the bar.
        case progress
        /// ``HUDAppearance/imageViewSize``.
        case image
        /// The app's view, at its clamped size.
        case customView(CGSize)
        /// None: the label alone.
        case none
    }

    /// Which MBProgressHUD mode (``HUDMode``) a kind reads as (``HUDContent/mode(in:)``).
    enum ModeRule: Equatable, Sendable {
        /// Always this mode.
        case mode(HUDMode)
        /// The determinate mode of the presentation's progress style; none for a style no mode names (the ring).
        case progressStyle
        /// No mode names it (an image, an app view).
        case none
    }

    /// What one kind answers to every rule.
    struct Rules: Equatable, Sendable {
        /// How a show changes the activity count.
        var activity: ActivityRule
        /// Whether a HUD showing it dismisses itself after ``HUDAppearance/displayDuration(for:)``.
        var dismissesItself: Bool
        /// Whether it shows work in progress: such kinds replace each other in place (a followed progress that
        /// turns indeterminate and back) without a new show.
        var showsWork: Bool
        /// The fraction when only this value moves between two frames of the same kind (no relayout, no events).
        var progressFraction: Double?
        /// The haptic a show plays when haptics are on.
        var haptic: HUDHaptic?
        /// The room it takes above the label.
        var layout: LayoutRule
        /// The app's image it shows, which the session keeps alive while it is used.
        var customContent: HUDAssetID?
        /// What VoiceOver says for it when the HUD has no text.
        var spoken: HUDAnnouncement
        /// The mode it reads as.
        var mode: ModeRule
    }

    /// The rules of this indicator's kind.
    ///
    /// Always inlined: every progress tick reads a rule or two (the fraction, the kind), and inlined, each read
    /// builds only the rule it reads instead of the whole value with its announcement. Measured with `make
    /// bench-instructions`: the followed tick takes 5,624 instructions instead of 6,120, the session's
    /// `show(progress:)` tick 7,440 instead of 8,391.
    @inline(__always) var rules: Rules {
        switch storage {
        case .spinner:
            Rules(
                activity: .addsOne, dismissesItself: false, showsWork: true, progressFraction: nil, haptic: nil,
                layout: .spinner, customContent: nil, spoken: .loading, mode: .mode(.indeterminate))
        case .progress(let fraction):
            Rules(
                activity: .addsOneUnlessShown, dismissesItself: false, showsWork: true, progressFraction: fraction,
                haptic: nil, layout: .progress, customContent: nil, spoken: .loading, mode: .progressStyle)
        case .image(let image):
            Rules(
                activity: .resets, dismissesItself: true, showsWork: false, progressFraction: nil,
                haptic: image.haptic, layout: .image, customContent: image.customContent, spoken: image.spoken,
                mode: .none)
        case .customView(let view):
            Rules(
                activity: .resets, dismissesItself: false, showsWork: false, progressFraction: nil, haptic: nil,
                layout: .customView(view.size), customContent: view.id, spoken: .appContent(view.id), mode: .none)
        case .none:
            // MBProgressHUD's text mode: the HUD without an indicator, held like the spinner until dismissed.
            // Messages (toasts) are not a HUD kind: they have a lane of their own (`HUDMessageQueue`).
            Rules(
                activity: .addsOne, dismissesItself: false, showsWork: false, progressFraction: nil, haptic: nil,
                layout: .none, customContent: nil, spoken: .loading, mode: .mode(.text))
        }
    }

    /// Whether this and `other` are the same kind of indicator (a progress ring at any fraction is one kind).
    func isSameKind(as other: HUDIndicator) -> Bool {
        switch (storage, other.storage) {
        case (.spinner, .spinner), (.progress, .progress), (.none, .none): true
        case (.image(let image), .image(let otherImage)): image == otherImage
        case (.customView(let view), .customView(let otherView)): view.id == otherView.id
        case (.spinner, _), (.progress, _), (.image, _), (.customView, _), (.none, _): false
        }
    }

    /// The parts this kind draws, laid out in the layout's content box (its image box for an image; nothing without
    /// one): the one exhaustive `switch` from a kind to what it draws — the spinner (flat or native), a determinate
    /// progress in the appearance's style (a bar fills in `direction`), an image, the app's view, or nothing.
    func parts(
        layout: HUDLayout, appearance: HUDAppearance, palette: HUDPalette, options: HUDOptions,
        direction: HUDTextDirection
    ) -> HUDRenderDescription.ContentParts {
        typealias Parts = HUDRenderDescription.ContentParts
        let color = palette.foregroundImage
        guard let box = layout.contentFrame else { return Parts() }
        let center = CGPoint(x: box.midX, y: box.midY)
        switch storage {
        case .spinner where appearance.animationType == .native:
            return Parts(indicator: .native(center: center, color: color))
        case .spinner:
            return Parts(
                indicator: .spinner(
                    HUDRenderDescription.spinner(
                        center: center, radius: layout.ringRadius, lineWidth: layout.ringThickness, color: color)))
        case .progress(let fraction):
            return Parts(
                indicator: HUDRenderDescription.progress(
                    fraction, style: appearance.progressStyle, in: box, layout: layout, color: color,
                    direction: direction))
        case .image(let image):
            return Parts(
                image: layout.imageFrame.map {
                    HUDRenderDescription.Image(kind: image, frame: $0, tint: appearance.shouldTintImages ? color : nil)
                })
        case .customView(let view):
            return Parts(
                customView: HUDRenderDescription.CustomView(
                    id: view.id, frame: box, tint: appearance.tintsCustomView ? color : nil,
                    placement: view.placement,
                    colorScheme: HUDRenderDescription.customViewColorScheme(for: palette.foreground),
                    isInteractive: options.customViewIsInteractive))
        case .none:
            return Parts()
        }
    }
}
