import SwiftUI

/// The list section that shows a screen's ``ResultLog``, newest first.
@MainActor
struct ResultLogSection: View {
    @ObservedObject var log: ResultLog

    var body: some View {
        Section {
            if log.lines.isEmpty {
                Text("Nothing yet")
                    .foregroundColor(.secondary)
            }
            ForEach(log.lines.reversed()) { line in
                Text(line.text)
                    .font(.caption.monospaced())
                    .textSelection(.enabled)
            }
        } header: {
            HStack {
                Text("Results")
                Spacer()
                Button("Clear") { log.clear() }
                    .font(.caption)
            }
        }
    }
}
