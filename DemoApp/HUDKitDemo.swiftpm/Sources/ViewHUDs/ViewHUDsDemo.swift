import HUDKit
import SwiftUI

/// HUDs on views: three cards, each with its own HUD, and a list whose rows show HUDs while it scrolls.
/// The window HUD stays independent of all of them.
@MainActor
struct ViewHUDsDemo: View {
    @State private var isLoading = false
    @State private var isUploading = false
    @State private var uploaded = 0.0

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                DemoCard(title: "SwiftUI", code: ".hudInView(isPresented:)") { load() }
                    .hudInView(isPresented: $isLoading, status: "Loading")
                DemoCard(title: "Progress", code: "mask .black") { upload() }
                    .hudInView(
                        isPresented: $isUploading, progress: uploaded,
                        options: HUDOptions(maskType: .black, dismissOnTap: true))
                UIKitCard()
            }
            .frame(height: 150)
            .padding(.horizontal)
            Text(
                "Each card has its own HUD: start all three at once. The black mask blocks its card only (tap it to "
                    + "dismiss). Rows below show progress HUDs that follow them while you scroll; a row that scrolls "
                    + "away takes its HUD with it.")
                .font(.footnote)
                .foregroundColor(.secondary)
                .padding(.horizontal)
            UploadsList()
        }
        .navigationTitle("HUDs in views")
    }

    private func load() {
        isLoading = true
        Task {
            try? await Task.sleep(seconds: 2)
            isLoading = false
        }
    }

    private func upload() {
        uploaded = 0
        isUploading = true
        Task {
            while isUploading, uploaded < 1 {
                try? await Task.sleep(seconds: 0.1)
                uploaded += 0.04
            }
            isUploading = false
        }
    }
}

/// A card with a title, the call it demonstrates and a button.
private struct DemoCard: View {
    let title: String
    let code: String
    let action: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 6) {
            Text(title).font(.headline)
            Text(code).font(.caption2.monospaced()).foregroundColor(.secondary)
            Button("Start", action: action).buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
