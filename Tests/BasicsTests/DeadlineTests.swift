import Basics
import Synchronization
import Testing

@Suite struct DeadlineTests {
    @Test func returnsTheResultOfWorkThatFinishes() {
        #expect(Deadline.run(within: 60) { 6 * 7 } == 42)
    }

    @Test func givesUpOnWorkThatDoesNotFinish() {
        // The work waits for a flag only the test sets, after the deadline has passed.
        let release = Atomic<Bool>(false)
        let result: Int? = Deadline.run(within: 0.05) {
            while !release.load(ordering: .acquiring) { usleep(1_000) }
            return 1
        }
        release.store(true, ordering: .releasing)
        #expect(result == nil)
    }
}
