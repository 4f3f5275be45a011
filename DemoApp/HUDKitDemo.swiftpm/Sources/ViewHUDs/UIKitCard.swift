import HUDKit
import SwiftUI
import UIKit

/// A UIKit card whose HUD is styled alone (dark) and shown with `HUDHandle(view:).show()`, then `showSuccess()`.
struct UIKitCard: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        HUDHandle(view: card).controller.appearance.style = .dark
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "UIKit: HUDHandle(view:).show()") { [weak card] _ in
                guard let card else { return }
                HUDHandle(view: card).show(status: "Saving")
                Task {
                    try? await Task.sleep(seconds: 1.5)
                    HUDHandle(view: card).showSuccess(status: "Saved")
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
