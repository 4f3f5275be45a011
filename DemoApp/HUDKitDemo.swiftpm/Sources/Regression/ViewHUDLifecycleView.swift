import HUDKit
import SwiftUI
import UIKit

/// The lifecycle of a HUD shown in a view, each case with a button, what you should see and the
/// completions the screen logs (MBProgressHUD's re-use and removal bugs).
@MainActor
struct ViewHUDLifecycleView: View {
    @StateObject private var results = ResultLog()
    /// The view the cases show HUDs in; each case that removes it puts a new one in its place.
    @State private var box = ViewHUDLifecycleView.makeBox()

    var body: some View {
        List {
            Section {
                BoxView(view: box).frame(height: 160)
            }
            RegressionCheck(
                "Shown again after a dismiss", code: "show(in:); dismiss(in:); show(in:) at once",
                expected: "the HUD is up again; the first completion says superseded.", action: showAgain)
            RegressionCheck(
                "The view leaves its window for a while", code: "show(in:); dismiss(in:, withDelay: 5); removed, back 2 s later",
                expected: "the HUD is paused, not ended: it is back with the box, and the completion says disappeared "
                    + "5 s after the show.",
                action: removeView)
            RegressionCheck(
                "The view is deallocated", code: "show(in: a new view); the view is released",
                expected: "the completion says removed; existingController(in:) of the new box is nil.",
                action: deallocateView)
            RegressionCheck(
                "Moved to another superview", code: "show(in:); remove and re-add in one turn",
                expected: "the HUD stays: moving a view is not leaving.", action: moveView)
            ResultLogSection(log: results)
        }
        .navigationTitle("HUDs in views: lifecycle")
    }


    private func showAgain() {
        HUDHandle(view: box).show(status: "First")
        HUDHandle(view: box).hide { [results] in results.add("first dismiss: \($0)") }
        HUDHandle(view: box).show(status: "Shown again", options: HUDOptions(duration: 2))
        results.add("visible after the second show: \(HUDHandle.existing(in: box)?.controller.isVisible == true)")
    }

    private func removeView() {
        let view = box
        HUDHandle(view: view).show(status: "Leaving")
        HUDHandle(view: view).hide(afterDelay: 5) { [results] in results.add("completion: \($0)") }
        Task {
            try? await Task.sleep(seconds: 1)
            guard let superview = view.superview else { return }
            view.removeFromSuperview()
            try? await Task.sleep(seconds: 2)
            results.add("still presented after 2 s away: \(HUDHandle.existing(in: view)?.controller.isVisible == true)")
            superview.addSubview(view)
        }
    }

    private func deallocateView() {
        var view: UIView? = UIView()
        if let view {
            HUDHandle(view: view).show(status: "Never seen")
            HUDHandle(view: view).hide(afterDelay: 5) { [results] in results.add("completion: \($0)") }
        }
        view = nil
        results.add("a new box has a HUD: \(HUDHandle.existing(in: Self.makeBox())?.controller != nil)")
    }

    private func moveView() {
        HUDHandle(view: box).show(status: "Moving", options: HUDOptions(duration: 2))
        guard let superview = box.superview else { return }
        box.removeFromSuperview()
        superview.addSubview(box)
        Task {
            try? await Task.sleep(seconds: 0.2)
            results.add("visible after the move: \(HUDHandle.existing(in: box)?.controller.isVisible == true)")
        }
    }

    private static func makeBox() -> UIView {
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        return view
    }
}

/// Hosts the screen's box view.
private struct BoxView: UIViewRepresentable {
    let view: UIView

    func makeUIView(context: Context) -> UIView { UIView() }

    /// Puts the current box into the container, filling it.
    func updateUIView(_ uiView: UIView, context: Context) {
        guard view.superview !== uiView else { return }
        for subview in uiView.subviews { subview.removeFromSuperview() }
        view.frame = uiView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        uiView.addSubview(view)
    }
}
