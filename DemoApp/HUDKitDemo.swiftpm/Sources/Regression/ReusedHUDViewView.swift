import HUDKit
import SwiftUI
import UIKit

/// "A reused HUD view shows the previous presentation": the HUD's views are kept between presentations, and the
/// first frame of each one sets every part. Each check shows one kind, lets it go, then shows a plain spinner, in
/// the window and in a view.
@MainActor
struct ReusedHUDViewView: View {
    @State private var box = ReusedHUDViewView.makeBox()

    var body: some View {
        List {
            RegressionCheck(
                "After a success", code: "showSuccess(status: \"Saved\"); later show()",
                expected: "the second HUD is the spinner alone: no checkmark, no \"Saved\"; with VoiceOver on it "
                    + "reads \"Loading\" with no percentage.") {
                then(showSpinner) { HUD.showSuccess(status: "Saved") }
            }
            RegressionCheck(
                "After a progress", code: "show(progress: 0.37); dismiss(); show()",
                expected: "VoiceOver reads \"Loading\" on the spinner, not \"Loading, 37 %\".") {
                then(showSpinner) { HUD.show(progress: 0.37, status: "Uploading") }
            }
            RegressionCheck(
                "After a button", code: "show(status:, options: button \"Cancel\"); later show(status:)",
                expected: "the second HUD has no Cancel button; a tap where it was is a tap on the bezel.") {
                then(showSpinner) {
                    HUD.show(status: "Uploading", options: HUDOptions(button: HUDButton("Cancel") { HUD.dismiss() }))
                }
            }
            RegressionCheck(
                "After a custom view", code: "show(customView:); later show()",
                expected: "the second HUD shows the spinner without the star; the star view is released.") {
                then(showSpinner) {
                    HUD.show(customView: UIImageView(image: UIImage(systemName: "star.fill")), status: "Starred")
                }
            }
            Section("In a view") {
                RegressionCheckBox(box: box).frame(height: 140)
            }
            RegressionCheck(
                "In a view, after a success", code: "showSuccess(in: box); later show(in: box)",
                expected: "the box's second HUD is the spinner alone.") {
                HUDHandle(view: box).showSuccess(status: "Saved")
                Task {
                    try await Task.sleep(seconds: 2.5)
                    HUDHandle(view: box).show()
                    try await Task.sleep(seconds: 2)
                    HUDHandle(view: box).hide()
                }
            }
        }
        .navigationTitle("Reused HUD view")
    }

    private func showSpinner() {
        HUD.show()
    }

    /// Runs `first`, dismisses it after 1.5 s, runs `second` once it has gone, and dismisses that after 2 s.
    private func then(_ second: @escaping @MainActor () -> Void, first: () -> Void) {
        first()
        Task {
            try await Task.sleep(seconds: 1.5)
            HUD.dismiss()
            try await Task.sleep(seconds: 1)
            second()
            try await Task.sleep(seconds: 2)
            HUD.dismiss()
        }
    }

    private static func makeBox() -> UIView {
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        return view
    }
}

/// A UIKit view in a SwiftUI row, for the checks that show a HUD in a view.
private struct RegressionCheckBox: UIViewRepresentable {
    let box: UIView

    func makeUIView(context: Context) -> UIView { box }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
