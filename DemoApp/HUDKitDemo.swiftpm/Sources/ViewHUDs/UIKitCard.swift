import HUDKit
import SwiftUI
import UIKit

/// A UIKit card whose HUD is styled alone (dark) and shown with `HUD.show(in:)`, then `HUD.showSuccess(in:)`.
struct UIKitCard: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        HUD.controller(in: card).appearance.style = .dark
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "UIKit: HUD.show(in:)") { [weak card] _ in
                guard let card else { return }
                HUD.show(in: card, status: "Saving")
                Task {
                    try? await Task.sleep(seconds: 1.5)
                    HUD.showSuccess(in: card, status: "Saved")
                }
            })
        button.titleLabel?.font = .preferredFont(forTextStyle: .caption1)
        button.titleLabel?.numberOfLines = 0
        button.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            button.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, constant: -8),
        ])
        return card
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
