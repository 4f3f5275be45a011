#if canImport(UIKit)
import QuartzCore
import UIKit

extension OverlayHost {
    /// Lays the HUD out and commits it, with the animations it runs (its fade-in, the spinner), to the render server
    /// now instead of at the end of this turn of the run loop, so that it is drawn while the main thread then blocks.
    func drawNow() {
        hudView?.layoutIfNeeded()
        CATransaction.flush()
    }
}
#endif  // canImport(UIKit)
