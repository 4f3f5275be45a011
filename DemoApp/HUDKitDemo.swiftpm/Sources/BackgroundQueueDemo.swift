import SwiftUI

/// The UIKit screen that calls HUD from background queues and detached tasks, in SwiftUI's navigation.
@MainActor
struct BackgroundQueueDemo: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BackgroundQueueViewController {
        BackgroundQueueViewController()
    }

    func updateUIViewController(_ controller: BackgroundQueueViewController, context: Context) {}
}
