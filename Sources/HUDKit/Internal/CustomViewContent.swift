#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
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
    /// What was measured of the view when it was given; HUDCore decides its size and placement from it
    /// (`HUDCustomView.Measurement`).
    let measurement: HUDCustomView.Measurement

    /// A `UIView` the app made: its intrinsic size, its frame, and, when it lays out with constraints, the size
    /// they give it at its most compressed.
    init(_ view: UIView) {
        self.view = view
        owner = nil
        let intrinsic = view.intrinsicContentSize
        let usesConstraints = HUDCustomView.Measurement.measuresFittingSize(
            translatesFrame: view.translatesAutoresizingMaskIntoConstraints,
            hasOwnConstraints: !view.constraints.isEmpty)
        measurement = HUDCustomView.Measurement(
            intrinsicWidth: intrinsic.width == UIView.noIntrinsicMetric ? nil : intrinsic.width,
            intrinsicHeight: intrinsic.height == UIView.noIntrinsicMetric ? nil : intrinsic.height,
            fittingSize: usesConstraints ? view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) : nil,
            frameSize: view.bounds.size, translatesFrame: view.translatesAutoresizingMaskIntoConstraints)
    }

    /// A SwiftUI view, hosted with a clear background: its ideal size within HUDCore's largest custom view.
    init<Root: View>(hosting host: UIHostingController<Root>) {
        host.view.backgroundColor = .clear
        view = host.view
        owner = host
        measurement = HUDCustomView.Measurement(fittingSize: host.sizeThatFits(in: HUDCustomView.maximumSize))
    }
}
#endif  // canImport(UIKit)
