import SwiftUI

struct AsyncDemo: View {
    var body: some View { Text("Async demo") }
}
