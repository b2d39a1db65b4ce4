import Testing

/// The regression suites that run in the reliability harness's world (NavigationStackTests,
/// InteractiveTransitionEndTests, TransitionWatchdogTests, PresentationChainTests,
/// OffScreenAnimationTests, ResourceReleaseTests, FuzzReplayTests), one test at a time: two of
/// them measure the process's resident memory, which the worlds of tests running beside them
/// would disturb.
@Suite(.serialized) enum HarnessRegressions {}
