import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing

/// `events.csv` is the one place the typed events become text: every kind of row, written out
/// exactly as the files of earlier rounds spell them (names, `;`-separated details, times in ms
/// rounded to 1/1000).
@Suite struct EventLogCSVTests {
    @Test func everyEventKindIsWrittenAsBefore() {
        var log = EventLog()
        log.append(TimedCallback(time: 0.1, callback: .willBeginDragging))
        log.append(TimedCallback(time: 0.11, callback: .didScroll))  // left out: sent every frame
        log.append(TimedCallback(time: 0.104, callback: .willEndDragging(velocity: 3.00049, targetContentOffset: -97.5)))
        log.append(TimedCallback(time: 0.104, callback: .didEndDragging(willDecelerate: true)))
        log.append(TimedCallback(time: 1.2345678, callback: .didZoom(scale: 1.25)))
        log.append(.stretchTrigger, atMs: 250)
        log.append(.beginRefreshing, atMs: 251.5)
        log.append(.endRefreshing, atMs: 1251.5)
        log.append(.tap(Point(x: 195, y: 400.25), on: .row(7)), atMs: 2000)
        log.append(.tap(Point(x: 100, y: 300), on: .bar(segment: 2)), atMs: 2100)
        log.append(.tap(Point(x: 10, y: 20), on: .header), atMs: 2200)
        log.append(.tap(Point(x: 10, y: 20), on: .pager), atMs: 2300)
        log.append(.tap(Point(x: 1, y: 2), on: .none), atMs: 2400)
        log.append(.pagerDidEndDecelerating(page: 3), atMs: 2500)
        log.append(.didSwitchTab(to: 1, from: 0), atMs: 2600)
        #expect(log.csv == """
            t_ms,event,detail
            100,willBeginDragging,
            104,willEndDragging,velocity=3;targetContentOffset=-97.5
            104,didEndDragging,willDecelerate=true
            1234.568,didZoom,scale=1.25
            250,onStretchTrigger,
            251.5,beginRefreshing,
            1251.5,endRefreshing,
            2000,tap,row=7;x=195;y=400.25
            2100,tap,segment=2;x=100;y=300
            2200,tap,header;x=10;y=20
            2300,tap,header;x=10;y=20
            2400,tap,x=1;y=2
            2500,pagerDidEndDecelerating,page=3
            2600,didSwitchTab,tab=1;from=0

            """)
    }
}
