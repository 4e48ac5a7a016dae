import Foundation
import Testing
@testable import ChatRigCLI

/// `chatrig port` on SwiftUI files: the import line, `#Preview` blocks commented out, and
/// `import Observation` where Linux's Foundation does not bring `@Observable`.
extension ChatRigCLITests {
    @Test func aSwiftUIFilesImportLineAndPreviewsArePorted() {
        // Lines joined, so that no line of this file starts with an import (PackageDependencyTests).
        let text = [
            "import SwiftUI",
            "struct Row: View {",
            "    var body: some View { Text(\"hi\") }",
            "}",
            "",
            "#Preview(\"Row\") {",
            "    VStack {",
            "        Row()",
            "    }",
            "}",
            "#Preview { Row() }",
            "let after = 1",
        ].joined(separator: "\n")
        let result = SwiftUIPort(shimModule: "ChatViews").port(text)
        #expect(result.edits == 3)
        #expect(result.text == [
            "import ChatViews",
            "struct Row: View {",
            "    var body: some View { Text(\"hi\") }",
            "}",
            "",
            "// #Preview(\"Row\") {",
            "//     VStack {",
            "//         Row()",
            "//     }",
            "// }",
            "// #Preview { Row() }",
            "let after = 1",
        ].joined(separator: "\n"))
    }

    /// A model file importing only Foundation gets Observation for `@Observable`; one that
    /// imports SwiftUI or Observation, or has no `@Observable`, is left as it is.
    @Test func anObservableModelImportingOnlyFoundationGetsObservation() {
        let model = ["import Foundation", "@Observable", "final class Model { var text = \"\" }"].joined(separator: "\n")
        let ported = SwiftUIPort().port(model)
        #expect(ported.edits == 1)
        #expect(ported.text == ["import Foundation", "import Observation", "@Observable", "final class Model { var text = \"\" }"].joined(separator: "\n"))
        let plain = ["import Foundation", "final class Model {}"].joined(separator: "\n")
        #expect(SwiftUIPort().port(plain).edits == 0)
        let already = ["import Foundation", "import Observation", "@Observable", "final class Model {}"].joined(separator: "\n")
        #expect(SwiftUIPort().port(already).edits == 0)
    }
}
