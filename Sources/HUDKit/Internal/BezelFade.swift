#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// A view whose bezel fades in and out: the HUD view and the messages layer.
@MainActor
protocol BezelFading: AnyObject {
    /// Whether the view is faded out (see `BezelView.isFaded`).
    var isFaded: Bool { get set }
    /// The bezel, which scales as it fades.
    var bezel: BezelView { get }
}

extension HUDView: BezelFading {}
extension MessageView: BezelFading {}

/// The fade animation both hosts run: the view's `isFaded` and the bezel's scale, from wherever they are now.
@MainActor
enum BezelFade {
    /// Animates `view` in or out over `duration` (non-finite or negative: at once) to `scale`, on a spring of
    /// HUDCore's `damping` ratio (`1`: UIKit's ease-out, no overshoot), then calls `finished`, also when a later
    /// fade interrupts it (HUDCore ignores a superseded fade's report).
    /// Fades `view` in by `transition`: from its appearing scale when `fromAppearingScale` (a fade that does not
    /// reverse a fade-out), else from wherever it is.
    static func fadeIn(
        _ view: (any BezelFading)?, fromAppearingScale: Bool, duration: TimeInterval,
        transition: HUDRenderDescription.Transition, finished: @escaping @MainActor () -> Void
    ) {
        if fromAppearingScale {
            view?.bezel.transform = CGAffineTransform(
                scaleX: transition.appearFromScale, y: transition.appearFromScale)
        }
        run(view, duration: duration, faded: false, scale: 1, damping: transition.appearDamping, finished: finished)
    }

    /// Fades `view` out to `transition`'s disappearing scale.
    static func fadeOut(
        _ view: (any BezelFading)?, duration: TimeInterval, transition: HUDRenderDescription.Transition,
        finished: @escaping @MainActor () -> Void
    ) {
        run(view, duration: duration, faded: true, scale: transition.disappearToScale, finished: finished)
    }

    private static func run(
        _ view: (any BezelFading)?, duration: TimeInterval, faded: Bool, scale: CGFloat, damping: Double = 1,
        finished: @escaping @MainActor () -> Void
    ) {
        let animations = {
            view?.isFaded = faded
            view?.bezel.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        let completion = { (_: Bool) in MainActor.assumeIsolated { finished() } }
        let duration = duration.isFinite ? max(duration, 0) : 0
        let options: UIView.AnimationOptions = [.beginFromCurrentState, .allowUserInteraction, .curveEaseOut]
        guard damping < 1 else {
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: animations, completion: completion)
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(damping), initialSpringVelocity: 0,
            options: options, animations: animations, completion: completion)
    }
}
#endif  // canImport(UIKit)
