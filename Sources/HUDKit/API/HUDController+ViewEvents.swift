#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDController {
    /// The events a HUD view of this controller reports: touches and the button to the session, container changes
    /// to the host, and the values the `UIAppearance` proxy delivered to the settings. Each holds the controller
    /// weakly.
    var viewEvents: HUDView.Events {
        HUDView.Events(
            touchDown: { [weak self] point, offset, scale in
                self?.session.touchDown(at: point, bezelOffset: offset, scale: scale)
            },
            touchUp: { [weak self] point, offset, scale in
                self?.session.touchUp(at: point, bezelOffset: offset, scale: scale)
            },
            buttonTapped: { [weak self] in self?.session.buttonTapped() },
            containerDidChange: { [weak self] in self?.host.containerDidChange() },
            proxyDelivered: { [weak self] change in
                guard let self else { return }
                // A value the `UIAppearance` proxy delivered to this controller's view: every HUD view gets it, so it
                // is not a setting of this controller's own, nor one its heirs take from it.
                change(&settings)
            })
    }
}
#endif  // canImport(UIKit)
