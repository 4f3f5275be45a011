#if canImport(UIKit)
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
    /// Animates `view` in or out over `duration` (non-finite or negative: at once) to `scale`, then calls
    /// `finished`, also when a later fade interrupts it (HUDCore ignores a superseded fade's report).
    static func run(
        _ view: (any BezelFading)?, duration: TimeInterval, faded: Bool, scale: CGFloat,
        finished: @escaping @MainActor () -> Void
    ) {
        UIView.animate(
            withDuration: duration.isFinite ? max(duration, 0) : 0, delay: 0,
            options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseOut],
            animations: {
                view?.isFaded = faded
                view?.bezel.transform = CGAffineTransform(scaleX: scale, y: scale)
            },
            completion: { _ in MainActor.assumeIsolated { finished() } }
        )
    }
}
#endif  // canImport(UIKit)
