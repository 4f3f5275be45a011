import SwiftUI

struct SwiftUIDemo: View {
    var body: some View { Text("SwiftUI demo") }
}
