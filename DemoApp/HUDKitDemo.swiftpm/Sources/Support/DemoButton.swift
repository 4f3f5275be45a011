import SwiftUI

/// A list row that makes one HUD call, with the call's code under its title.
@MainActor
struct DemoButton: View {
    private let title: String
    private let code: String
    private let action: @MainActor () -> Void

    /// Creates a row; `code` is shown as written, so keep it the code `action` runs.
    init(_ title: String, code: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.code = code
        self.action = action
    }

    var body: some View {
        Button {
            action()
        } label: {
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .foregroundColor(.primary)
                Text(code)
                    .font(.caption.monospaced())
                    .foregroundColor(.secondary)
            }
            .padding(.vertical, 2)
        }
    }
}
