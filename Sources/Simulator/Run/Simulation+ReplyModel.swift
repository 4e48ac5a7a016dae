import ChatModel
import Mocks

extension Simulation {
    /// The mock model behind the `number`-th `reply` of a run with `seed` (counting from 1,
    /// in timeline order): the same draws of chunk sizes, delays and text that run makes.
    /// Tools that must predict a reply's schedule (the event-log importer) ask here.
    public static func replyModel(seed: UInt64, reply number: Int) -> MockLLM {
        MockLLM(random: SeededRandom(seed: seed).fork("reply-\(number)"))
    }
}
