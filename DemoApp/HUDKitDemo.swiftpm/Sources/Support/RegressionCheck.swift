import SwiftUI

/// One check of a regression screen: a button that runs it, the call it makes, and what you should see.
@MainActor
struct RegressionCheck: View {
    let title: String
    let code: String
    let expected: String
    let action: @MainActor () -> Void

    init(_ title: String, code: String, expected: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.code = code
        self.expected = expected
        self.action = action
    }

    var body: some View {
        Section {
            DemoButton(title, code: code, action: action)
        } footer: {
            Text("Expected: " + expected)
        }
    }
}
