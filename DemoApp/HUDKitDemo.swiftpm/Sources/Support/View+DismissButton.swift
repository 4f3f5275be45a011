import HUDKit
import SwiftUI

extension View {
    /// Adds a "Dismiss" button to the navigation bar that calls `HUD.dismiss()`.
    func hudDismissButton() -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Dismiss") { HUD.dismiss() }
            }
        }
    }
}
