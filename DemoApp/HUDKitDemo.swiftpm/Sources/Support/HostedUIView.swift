import SwiftUI
import UIKit

/// Shows a UIKit view that a screen puts HUDs and views in, with the secondary background.
struct HostedUIView: UIViewRepresentable {
    let view: UIView

    func makeUIView(context: Context) -> UIView {
        view.backgroundColor = .secondarySystemBackground
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
