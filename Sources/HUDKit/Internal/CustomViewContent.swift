#if canImport(UIKit)
import SwiftUI
import UIKit

/// An app's view the HUD shows, kept by id until the session releases it: a `UIView`, or a SwiftUI view with the
/// hosting controller that owns it.
@MainActor
struct CustomViewContent {
    /// The view placed in the bezel.
    let view: UIView
    /// The hosting controller of a SwiftUI view, kept alive with its view; `nil` for a `UIView`.
    let owner: UIViewController?
    /// The size the view wants, measured when it was given: a `UIView`'s intrinsic content size (a side without
    /// one takes the view's current size), a SwiftUI view's ideal size within 200 × 200. HUDCore clamps it.
    let measuredSize: CGSize

    /// A `UIView` the app made.
    init(_ view: UIView) {
        self.view = view
        owner = nil
        let intrinsic = view.intrinsicContentSize
        measuredSize = CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? view.bounds.height : intrinsic.height)
    }

    /// A SwiftUI view, hosted with a clear background.
    init<Root: View>(hosting host: UIHostingController<Root>) {
        host.view.backgroundColor = .clear
        view = host.view
        owner = host
        measuredSize = host.sizeThatFits(in: CGSize(width: 200, height: 200))
    }
}
#endif  // canImport(UIKit)
