#if canImport(UIKit)
import SwiftUI
import UIKit

/// The UIKit view a `.hudInView` modifier shows its HUD in: it fills the modified view and lets every touch that
/// the HUD does not take pass through to the SwiftUI content below.
@MainActor
struct ViewHUDContainer: UIViewRepresentable {
    /// The modifier's controller, made the container's controller when the view is made.
    let controller: HUDController

    func makeUIView(context: Context) -> PassthroughContainerView {
        let view = PassthroughContainerView()
        ViewHUDRegistry.shared.adopt(controller, for: view)
        return view
    }

    func updateUIView(_ uiView: PassthroughContainerView, context: Context) {}
}

/// A view that is never the target of a touch itself: only its subviews (the HUD's mask and bezel) can be.
final class PassthroughContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Holds the view-bound controller of one `.hudInView` modifier for the modifier's life.
@MainActor
final class ViewHUDControllerModel: ObservableObject {
    /// The modifier's controller: the window HUD's appearance, shown only in the modified view.
    let controller = ViewHUDRegistry.makeController()
}
#endif  // canImport(UIKit)
