import Foundation
internal import LayoutSolver

/// Auto Layout's engine for one view tree: it turns the active constraints of the tree, the
/// frames of the views that translate their autoresizing masks, intrinsic sizes and the
/// system guides into a Cassowary system (`LayoutSolver`), solves it in the frame's layout
/// phase (or in `layoutIfNeeded()`), and sets the frames of the views laid out by constraints —
/// their bounds and centre, so a transform stays applied about the centre, and inside an
/// animation block the change animates like any other.
///
/// It lives on the root view of its tree (a window, or the top of a tree in no window). A
/// change of structure (constraints activated or removed, margins, hugging, a view's guides)
/// rebuilds the system at the next layout; a change of a constraint's `constant` or priority
/// replaces just that constraint in the solver, which re-solves incrementally — the per-frame
/// case of a sheet following a finger — and so does a frame set by hand or an intrinsic size
/// (just the view's placing constraints). A subtree that joins or leaves the tree (a table's
/// cell scrolling in or out) changes just its own part of the system at the next layout: its
/// views' variables, placing and guide constraints and the constraints its views hold go in or
/// out, and the views that only its constraints brought in leave with it. The system is the
/// same as a rebuild would make (the constraints go in in another order; the solver's optimum
/// does not depend on it).
@MainActor
final class LayoutEngine {
    private unowned let root: UIView
    private let solver = LayoutSolver.Solver()
    /// The variables of each item (a view or a guide) that takes part.
    private var items: [ObjectIdentifier: ItemVariables] = [:]
    /// The participating views, parents before children (held weakly: the tree holds them, and
    /// the root holds the engine).
    private var participants: [WeakView] = []
    private var views: [UIView] { participants.compactMap(\.view) }
    /// A view held weakly, with its identity (which stays usable for the engine's tables after
    /// the view is gone).
    private struct WeakView {
        weak var view: UIView?
        let id: ObjectIdentifier
        init(_ view: UIView) { self.view = view; id = ObjectIdentifier(view) }
    }
    private var guides: [UILayoutGuide] = []
    /// The constraints that place each guide (see `addGuideConstraints(of:)`), by guide.
    private var guideForms: [ObjectIdentifier: [LayoutSolver.Constraint]] = [:]
    /// The subtrees that joined the tree since the system was last brought up to date.
    private var entered: [WeakView] = []
    /// Whether a subtree left the tree since then.
    private var departed = false
    /// How many times subtrees that joined or left were brought into the system without
    /// making it again.
    private(set) var subtreeUpdates = 0
    /// The constraints that place each participating view (see `placement(of:)`).
    private var placing: [ObjectIdentifier: [LayoutSolver.Constraint]] = [:]
    /// Each installed user constraint and its form in the solver.
    private var installed: [ObjectIdentifier: (constraint: NSLayoutConstraint, form: LayoutSolver.Constraint)] = [:]
    /// Constraints already reported as unsatisfiable (each is reported once).
    private(set) var reported: Set<ObjectIdentifier> = []
    private var needsRebuild = true
    /// How many times the system was made from scratch (the incremental paths keep it low).
    private(set) var rebuilds = 0
    private var needsSolve = true
    /// Set while the engine sets frames (the frame changes it causes are its own).
    private var applying = false
    /// The constraints that place a scroll view's frame-relative guides (frame, safe area,
    /// margins) at its bounds origin, by guide: replaced when the view scrolls.
    private var originConstraints: [ObjectIdentifier: (guide: UILayoutGuide, forms: [LayoutSolver.Constraint])] = [:]
    /// How the root's size is treated: fixed at its bounds, or pulled toward a target (fitting).
    private let fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?

    final class ItemVariables {
        let left: LayoutSolver.Variable, top: LayoutSolver.Variable
        let width: LayoutSolver.Variable, height: LayoutSolver.Variable
        init(_ name: String) {
            left = .init("\(name).minX"); top = .init("\(name).minY")
            width = .init("\(name).width"); height = .init("\(name).height")
        }
    }

    private init(root: UIView, fitting: (CGSize, (UILayoutPriority, UILayoutPriority))? = nil) {
        self.root = root
        self.fitting = fitting.map { (target: $0.0, priorities: $0.1) }
    }

    // MARK: Entry points

    /// The root of `view`'s tree.
    private static func root(of view: UIView) -> UIView {
        var v = view
        while let s = v.superview { v = s }
        return v
    }

    /// The engine of `view`'s tree, made if needed.
    private static func engine(for view: UIView) -> LayoutEngine {
        let r = root(of: view)
        if let e = r.autoLayout.engine { return e }
        let e = LayoutEngine(root: r)
        r.autoLayout.engine = e
        return e
    }

    /// Something the system is built from changed near `view`: rebuild at the next layout. A
    /// tree without an engine gets one only when a constraint is added (`creating`).
    static func structureChanged(around view: UIView?, creating: Bool = false) {
        guard let view else { return }
        let e: LayoutEngine
        if creating { e = engine(for: view) } else if let existing = root(of: view).autoLayout.engine { e = existing } else { return }
        guard !e.applying else { return }
        e.needsRebuild = true
        e.root.setNeedsLayout()
    }

    /// A view is about to leave `parent`: the constraints its ancestors hold that refer to it or
    /// to its descendants are removed, as in UIKit. Returns the root it leaves.
    static func viewWillLeave(_ view: UIView, parent: UIView) -> UIView {
        var v: UIView? = parent, top = parent
        while let a = v {
            top = a
            if !a.autoLayout.constraints.isEmpty {
                for c in a.autoLayout.constraints where refers(c, into: view) { a.removeConstraint(c) }
            }
            v = a.superview
        }
        return top
    }

    private static func refers(_ c: NSLayoutConstraint, into subtree: UIView) -> Bool {
        [c.firstItem, c.secondItem].contains { item in
            guard let item, let v = owningView(of: item) else { return false }
            return v.isDescendant(of: subtree)
        }
    }

    /// A view moved: the tree it left drops its subtree's part of the system, the tree it joined
    /// adds it (both at their next layout); a former root's engine goes.
    static func viewMoved(_ view: UIView, from oldRoot: UIView?) {
        if let old = oldRoot, old !== view, let e = old.autoLayout.engine { e.subtreeLeft() }
        if view.superview != nil {
            if view.autoLayout.engine != nil {
                view.autoLayout.engine = nil
                engine(for: view).subtreeEntered(view)
            } else if let e = root(of: view).autoLayout.engine {
                e.subtreeEntered(view)
            }
        } else if oldRoot?.autoLayout.engine != nil {
            // Detached from a tree with constraints: the subtree keeps its own.
            structureChanged(around: view, creating: true)
        }
    }

    /// `view`'s subtree joined this engine's tree: it joins the system at the next layout.
    private func subtreeEntered(_ view: UIView) {
        guard !applying else { return }
        root.setNeedsLayout()
        guard !needsRebuild else { return }
        entered.append(WeakView(view))
        needsSolve = true
    }

    /// A subtree left this engine's tree: its part of the system goes at the next layout.
    private func subtreeLeft() {
        guard !applying else { return }
        root.setNeedsLayout()
        guard !needsRebuild else { return }
        departed = true
        needsSolve = true
    }

    /// Whether `view` is in a subtree that joined the tree and is not in the system yet (it is
    /// placed, and its constraints installed, when the subtree joins).
    private func isEntering(_ view: UIView) -> Bool {
        !entered.isEmpty && entered.contains { w in w.view.map { view.isDescendant(of: $0) } ?? false }
    }

    /// Where `view`'s subviews are placed from, in the system: the bounds origin for a view,
    /// zero for a scroll view, whose subviews are laid out in content coordinates so that
    /// scrolling (moving the bounds origin) needs no new solution.
    private static func contentOrigin(of view: UIView) -> CGPoint {
        view is UIScrollView ? .zero : view.bounds.origin
    }

    /// A scroll view's bounds origin moved: only the guides that follow its frame move with it.
    static func boundsOriginChanged(of view: UIView) {
        guard let e = root(of: view).autoLayout.engine, !e.needsRebuild else { return }
        let moved = e.originConstraints.values.filter { $0.guide.owningView === view }
        guard !moved.isEmpty else { return }
        for entry in moved {
            for form in entry.forms { try? e.solver.removeConstraint(form) }
            e.originConstraints[ObjectIdentifier(entry.guide)] = nil
            e.addOriginConstraints(of: entry.guide)
        }
        e.needsSolve = true
        e.root.setNeedsLayout()
    }

    /// A client set the frame of a view the engine knows.
    static func frameChangedByClient(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints || view.superview == nil else { return }
        placementChanged(view)
    }

    /// A constraint's constant or priority changed.
    static func constraintChanged(_ c: NSLayoutConstraint) {
        guard let owner = c.owner else { return }
        let e = engine(for: owner)
        e.root.setNeedsLayout()
        guard !e.needsRebuild, !e.isEntering(owner) else { return }   // it goes in with its subtree
        guard let entry = e.installed[ObjectIdentifier(c)] else {
            e.needsRebuild = true
            return
        }
        // Replace just this constraint; the solver re-optimises from where it is.
        try? e.solver.removeConstraint(entry.form)
        e.installed[ObjectIdentifier(c)] = nil
        e.install(c)
        e.needsSolve = true
    }

    /// Activates a constraint: it goes to the closest common ancestor of its items.
    static func activate(_ c: NSLayoutConstraint) {
        guard c.owner == nil else { return }
        guard let first = c.firstItem, let firstView = owningView(of: first) else {
            warnOnce("NSLayoutConstraint: cannot activate \(c): its first item is gone or is a layout guide no view owns; it stays inactive")
            return
        }
        var owner = firstView
        if let second = c.secondItem {
            guard let secondView = owningView(of: second), let common = commonAncestor(firstView, secondView) else {
                warnOnce("Unable to activate constraint \(c) because its items have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? It stays inactive")
                return
            }
            owner = common
        } else if c.secondAttribute != .notAnAttribute || !c.firstAttribute.isSize {
            warnOnce("NSLayoutConstraint: \(c) relates a position to a constant, which only a size can be; it stays inactive")
            return
        }
        owner.addConstraint(c)
    }

    /// The view an item is or belongs to (a layout guide's owning view).
    static func owningView(of item: AnyObject) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view both are in (either may be it), or nil in different trees.
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var chain: [UIView] = []
        var v: UIView? = a
        while let x = v { chain.append(x); v = x.superview }
        v = b
        while let x = v {
            if chain.contains(where: { $0 === x }) { return x }
            v = x.superview
        }
        return nil
    }

    /// Solves and lays out `view`'s tree if anything changed (before its layout, and in
    /// `layoutIfNeeded()`).
    static func updateIfNeeded(from view: UIView) {
        let r = root(of: view)
        guard let e = r.autoLayout.engine, e.needsRebuild || e.needsSolve else { return }
        e.update()
    }

    /// The guide's frame in its owning view, as the last layout found it.
    static func frame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningView else { return .zero }
        updateIfNeeded(from: owner)
        guard let e = root(of: owner).autoLayout.engine, let g = e.items[ObjectIdentifier(guide)],
              let v = e.items[ObjectIdentifier(owner)] else { return owner.bounds }
        let o = contentOrigin(of: owner)
        return CGRect(x: g.left.value - v.left.value + o.x, y: g.top.value - v.top.value + o.y,
                      width: g.width.value, height: g.height.value)
    }

    /// The size of `view` its constraints give it, each axis pulled toward `target`.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        let e = LayoutEngine(root: view, fitting: (target, priorities))
        e.rebuild()
        e.solver.updateVariables()
        guard let v = e.items[ObjectIdentifier(view)] else { return view.bounds.size }
        return CGSize(width: v.width.value, height: v.height.value)
    }

    /// Whether another frame of `view` satisfies its constraints equally well.
    static func isAmbiguous(_ view: UIView) -> Bool {
        updateIfNeeded(from: view)
        guard let e = root(of: view).autoLayout.engine, let v = e.items[ObjectIdentifier(view)] else { return false }
        return [v.left, v.top, v.width, v.height].contains { e.moves($0, keep: false) }
    }

    /// Moves an ambiguous view to another of its possible frames.
    static func exerciseAmbiguity(of view: UIView) {
        updateIfNeeded(from: view)
        guard let e = root(of: view).autoLayout.engine, let v = e.items[ObjectIdentifier(view)] else { return }
        for variable in [v.left, v.top, v.width, v.height] where e.moves(variable, keep: true) { break }
        e.apply()
    }

    /// The active constraints of `view`'s tree that involve `view` on `axis`.
    static func constraints(affecting view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        updateIfNeeded(from: view)
        guard let e = root(of: view).autoLayout.engine else { return [] }
        return e.installed.values.map(\.constraint).filter { c in
            (c.firstItem === view || c.secondItem === view) && c.firstAttribute.isHorizontal == (axis == .horizontal)
        }
    }

    // MARK: Building

    private func update() {
        if needsRebuild { rebuild() } else if departed || !entered.isEmpty { updateSubtrees() }
        needsSolve = false
        solver.updateVariables()
        var rewrapped = apply()
        // A multi-line label without a preferred width wraps at the width it was just given, so
        // its height is known only now: its size constraints are replaced and the system solved
        // again (UIKit's second pass). Two more passes at most.
        var passes = 0
        while !rewrapped.isEmpty && passes < 2 {
            for label in rewrapped {
                for c in placing[ObjectIdentifier(label)] ?? [] { try? solver.removeConstraint(c) }
                addFrameConstraints(of: label)
            }
            solver.updateVariables()
            rewrapped = apply()
            passes += 1
        }
    }

    private func vars(_ item: AnyObject) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let v = items[id] { return v }
        let name: String
        if let g = item as? UILayoutGuide { name = g.identifier.isEmpty ? "guide" : g.identifier } else { name = "\(type(of: item))" }
        let v = ItemVariables(name)
        items[id] = v
        return v
    }

    /// Makes the system again from the tree.
    private func rebuild() {
        // Views update their constraints first (their changes are part of this rebuild).
        root.updateConstraintsIfNeeded()
        rebuilds += 1
        needsRebuild = false
        needsSolve = true
        entered.removeAll()
        departed = false
        solver.reset()
        if fitting == nil { for v in views { v.autoLayout.isParticipant = false } }
        items.removeAll(keepingCapacity: true)
        installed.removeAll(keepingCapacity: true)
        placing.removeAll(keepingCapacity: true)
        originConstraints.removeAll(keepingCapacity: true)
        guideForms.removeAll(keepingCapacity: true)
        participants.removeAll(keepingCapacity: true)
        guides.removeAll(keepingCapacity: true)

        // Every active constraint of the tree, and the items they reach.
        var constraints: [NSLayoutConstraint] = []
        var wanted: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        func want(_ view: UIView) {
            var v: UIView? = view
            while let x = v, wanted.insert(ObjectIdentifier(x)).inserted { v = x.superview }
        }
        func collect(_ view: UIView) {
            for c in view.autoLayout.constraints {
                constraints.append(c)
                for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                    if let v = item as? UIView { want(v) } else if let g = item as? UILayoutGuide, let o = g.owningView { want(o) }
                    // (The items an offset guide measures between take part as well.)
                    if let g = item as? OffsetLayoutGuide {
                        for end in [g.fromItem, g.toItem] { if let v = end.flatMap(Self.owningView(of:)) { want(v) } }
                    }
                }
            }
            for sub in view.subviewStorage { collect(sub) }
        }
        collect(root)
        func order(_ view: UIView) {
            guard wanted.contains(ObjectIdentifier(view)) else { return }
            participants.append(WeakView(view))
            if fitting == nil { view.autoLayout.isParticipant = true }
            for g in view.autoLayout.guides { guides.append(g) }
            for sub in view.subviewStorage { order(sub) }
        }
        order(root)

        for view in views { addFrameConstraints(of: view) }
        for guide in guides { addGuideConstraints(of: guide) }
        for c in constraints { install(c) }
    }

    /// Brings the subtrees that joined or left the tree since the last layout into the system,
    /// leaving the rest of it as it is: the constraints held in subtrees that left (or came
    /// back: they go in again, as the subtree is now) come out, the views no constraint refers
    /// to any more leave with their guides, and the joining views are placed, their guides
    /// constrained and their constraints installed — in the order a rebuild would use.
    private func updateSubtrees() {
        let entering = entered.compactMap(\.view).filter { Self.root(of: $0) === root }
        entered.removeAll()
        departed = false
        // The joining views update their constraints first, as in a rebuild; a change there
        // is a change of structure.
        for view in entering { view.updateConstraintsIfNeeded() }
        if needsRebuild { return rebuild() }
        subtreeUpdates += 1

        // The joining views (once each, if one subtree is inside another) and their constraints, in tree order.
        var joining: Set<ObjectIdentifier> = [], joiningViews: [UIView] = [], constraints: [NSLayoutConstraint] = []
        func walk(_ view: UIView) {
            guard joining.insert(ObjectIdentifier(view)).inserted else { return }
            joiningViews.append(view)
            constraints += view.autoLayout.constraints
            for sub in view.subviewStorage { walk(sub) }
        }
        for view in entering { walk(view) }
        func isStale(_ view: UIView?) -> Bool {
            guard let view else { return true }
            return joining.contains(ObjectIdentifier(view)) || Self.root(of: view) !== root
        }
        for (id, entry) in installed where isStale(entry.constraint.owner) {
            try? solver.removeConstraint(entry.form)
            installed[id] = nil
        }

        // The views that take part now: the root, the items of the constraints and their ancestors.
        var wanted: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        func want(_ item: AnyObject?) {
            var v = item.flatMap(Self.owningView(of:))
            while let x = v, wanted.insert(ObjectIdentifier(x)).inserted { v = x.superview }
        }
        for entry in installed.values { want(entry.constraint.firstItem); want(entry.constraint.secondItem) }
        for c in constraints { want(c.firstItem); want(c.secondItem) }
        for item in [installed.values.map(\.constraint), constraints].joined().flatMap({ [$0.firstItem, $0.secondItem] }) {
            if let g = item as? OffsetLayoutGuide { want(g.fromItem); want(g.toItem) }
        }

        // The others leave the system (a view that left the tree keeps its mark: it may be in
        // another engine's system now).
        var kept: Set<ObjectIdentifier> = []
        for p in participants {
            if let view = p.view, wanted.contains(p.id), !isStale(view) {
                kept.insert(p.id)
                continue
            }
            for c in placing.removeValue(forKey: p.id) ?? [] { try? solver.removeConstraint(c) }
            items[p.id] = nil
            if let view = p.view, Self.root(of: view) === root { view.autoLayout.isParticipant = false }
        }
        guides.removeAll { guide in
            if let owner = guide.owningView, kept.contains(ObjectIdentifier(owner)) { return false }
            let id = ObjectIdentifier(guide)
            for c in guideForms.removeValue(forKey: id) ?? [] { try? solver.removeConstraint(c) }
            for c in originConstraints.removeValue(forKey: id)?.forms ?? [] { try? solver.removeConstraint(c) }
            items[id] = nil
            return true
        }

        // Parents before children, as a rebuild orders them; the new ones join.
        participants.removeAll(keepingCapacity: true)
        var joined: [UIView] = []
        func order(_ view: UIView) {
            let id = ObjectIdentifier(view)
            guard wanted.contains(id) else { return }
            participants.append(WeakView(view))
            if !kept.contains(id) { joined.append(view) }
            for sub in view.subviewStorage { order(sub) }
        }
        order(root)
        for view in joined {
            view.autoLayout.isParticipant = true
            addFrameConstraints(of: view)
        }
        for view in joined {
            for guide in view.autoLayout.guides {
                guides.append(guide)
                addGuideConstraints(of: guide)
            }
        }
        for c in constraints { install(c) }
        // A joining view that takes no part loses the mark an earlier stay left (a frame set
        // on it would rebuild the system).
        for view in joiningViews where !wanted.contains(ObjectIdentifier(view)) { view.autoLayout.isParticipant = false }
    }

    @discardableResult
    private func required(_ c: LayoutSolver.Constraint) -> Bool {
        do {
            try solver.addConstraint(c)
            return true
        } catch {
            warnOnce("Auto Layout could not hold a system constraint (\(c)): \(error)")
            return false
        }
    }

    /// Adds the constraints that place `view` and remembers them, so a change of its frame (a
    /// view that translates its mask) or of its intrinsic size replaces just them.
    private func addFrameConstraints(of view: UIView) {
        var added: [LayoutSolver.Constraint] = []
        for c in placement(of: view) {
            do {
                try solver.addConstraint(c)
                added.append(c)
            } catch {
                if c.strength.isRequired { warnOnce("Auto Layout could not hold a system constraint (\(c)): \(error)") }
            }
        }
        placing[ObjectIdentifier(view)] = added
    }

    /// The constraints that place a view: the root's bounds, a translated autoresizing mask, or
    /// the intrinsic size of a view laid out by constraints.
    private func placement(of view: UIView) -> [LayoutSolver.Constraint] {
        let v = vars(view)
        func weighed(_ c: LayoutSolver.Constraint, _ p: UILayoutPriority) -> LayoutSolver.Constraint {
            c.withStrength(LayoutSolver.Strength(priority: p.rawValue))
        }
        guard view !== root, let sup = view.superview, let s = items[ObjectIdentifier(sup)] else {
            var cs = [v.left == 0, v.top == 0]
            if let fitting {
                let size = fitting.target
                for (variable, target, priority) in [(v.width, size.width, fitting.priorities.0), (v.height, size.height, fitting.priorities.1)] {
                    cs += [weighed(variable == Double(target), priority), variable >= 0]
                }
            } else {
                cs += [v.width == Double(view.bounds.width), v.height == Double(view.bounds.height)]
            }
            return cs
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            // The mask is affine in the superview's size: sample it at two sizes.
            let f = view.frame, old = sup.bounds.size
            let grown = UIView.autoresized(f, mask: view.autoresizingMask, from: old,
                                           to: CGSize(width: old.width + 1, height: old.height + 1))
            let bx = Double(grown.minX - f.minX), bw = Double(grown.width - f.width)
            let by = Double(grown.minY - f.minY), bh = Double(grown.height - f.height)
            let so = Self.contentOrigin(of: sup)
            let ox = Double(f.minX - so.x), oy = Double(f.minY - so.y)
            let w0 = Double(old.width), h0 = Double(old.height)
            return [v.left == s.left + ox + bx * (s.width - w0),
                    v.top == s.top + oy + by * (s.height - h0),
                    v.width == Double(f.width) + bw * (s.width - w0),
                    v.height == Double(f.height) + bh * (s.height - h0)]
        }
        var cs = [v.width >= 0, v.height >= 0]
        let size = view.intrinsicContentSize
        if size.width != UIView.noIntrinsicMetric, size.width >= 0, size.width.isFinite {
            cs += [weighed(v.width >= Double(size.width), view.autoLayout.compression.h),
                   weighed(v.width <= Double(size.width), view.autoLayout.hugging.h)]
        }
        if size.height != UIView.noIntrinsicMetric, size.height >= 0, size.height.isFinite {
            cs += [weighed(v.height >= Double(size.height), view.autoLayout.compression.v),
                   weighed(v.height <= Double(size.height), view.autoLayout.hugging.v)]
        }
        return cs
    }

    /// A view's placement changed (a frame set by hand on a view that translates its mask, an
    /// intrinsic size): its placing constraints are replaced, and the solver re-solves from
    /// where it is. Views the engine does not know cost nothing.
    static func placementChanged(_ view: UIView) {
        guard view.autoLayout.isParticipant, let e = root(of: view).autoLayout.engine, !e.applying else { return }
        e.root.setNeedsLayout()
        guard !e.needsRebuild, !e.isEntering(view) else { return }   // it is placed as its subtree joins
        guard let old = e.placing[ObjectIdentifier(view)] else {
            e.needsRebuild = true
            return
        }
        for c in old { try? e.solver.removeConstraint(c) }
        e.addFrameConstraints(of: view)
        e.needsSolve = true
    }

    /// The system guides follow their view's insets; a custom guide only its constraints. The
    /// constraints are kept by guide (but those `addOriginConstraints(of:)` adds), so that the
    /// guide can leave the system with its view.
    private func addGuideConstraints(of guide: UILayoutGuide) {
        guard let owner = guide.owningView, let v = items[ObjectIdentifier(owner)] else { return }
        let g = vars(guide)
        var forms: [LayoutSolver.Constraint] = []
        defer { guideForms[ObjectIdentifier(guide), default: []] += forms }
        func required(_ c: LayoutSolver.Constraint) { if self.required(c) { forms.append(c) } }
        func add(_ c: LayoutSolver.Constraint, _ priority: UILayoutPriority) {
            let weighed = c.withStrength(LayoutSolver.Strength(priority: priority.rawValue))
            if (try? solver.addConstraint(weighed)) != nil { forms.append(weighed) }
        }
        if let offset = guide as? OffsetLayoutGuide {
            // The size is the second anchor's position less the first's (mirrored right to left
            // when either is leading or trailing, as a constraint between them would be).
            guard let from = offset.fromItem, let to = offset.toItem else { return }
            let mirrored = Self.mirrors(offset.fromAttribute, offset.toAttribute, heldBy: owner)
            let distance = expression(to, offset.toAttribute, rightToLeft: mirrored) - expression(from, offset.fromAttribute, rightToLeft: mirrored)
            required(g.left == v.left)
            required(g.top == v.top)
            required(offset.isHorizontal ? g.width == distance : g.height == distance)
            required(offset.isHorizontal ? g.height == 0 : g.width == 0)
            return
        }
        required(g.width >= 0)
        required(g.height >= 0)
        let insets: UIEdgeInsets
        switch guide.kind {
        case .custom, .offset: return
        case .topLayoutSupport, .bottomLayoutSupport:
            // A band across the view: from its top to the safe area, or from the safe area to
            // its bottom (with the scroll view's content moving, where the view scrolls).
            let inset = guide.kind == .topLayoutSupport ? owner.safeAreaInsets.top : owner.safeAreaInsets.bottom
            required(g.width == v.width)
            required(g.height == Double(inset))
            addOriginConstraints(of: guide)
            return
        case .scrollContent:
            // The content's origin is the scroll view's content (0, 0); its size prefers contentSize.
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            required(g.left == v.left)
            required(g.top == v.top)
            add(g.width == Double(size.width), .fittingSizeLevel)
            add(g.height == Double(size.height), .fittingSizeLevel)
            return
        case .scrollFrame:
            required(g.width == v.width)
            required(g.height == v.height)
            addOriginConstraints(of: guide)
            return
        case .safeArea: insets = owner.safeAreaInsets
        case .margins, .readableContent: insets = owner.effectiveLayoutMargins
        }
        if owner is UIScrollView {
            // In a scroll view's content coordinates these guides move with the offset.
            required(g.height == v.height - Double(insets.top + insets.bottom))
            if guide.kind == .readableContent {
                let inner = v.width - Double(insets.left + insets.right)
                required(g.width <= 672)
                required(g.width <= inner)
                add(g.width == 672, UILayoutPriority(999))
            } else {
                required(g.width == v.width - Double(insets.left + insets.right))
            }
            addOriginConstraints(of: guide)
            return
        }
        required(g.top == v.top + Double(insets.top))
        required(g.height == v.height - Double(insets.top + insets.bottom))
        if guide.kind == .readableContent {
            let inner = v.width - Double(insets.left + insets.right)
            required(g.width <= 672)
            required(g.width <= inner)
            add(g.width == 672, UILayoutPriority(999))
            required(g.left + g.width / 2 == v.left + Double(insets.left) + inner / 2)
        } else {
            required(g.left == v.left + Double(insets.left))
            required(g.width == v.width - Double(insets.left + insets.right))
        }
    }

    /// Places a scroll view's frame-relative guide at its bounds origin (kept apart so that a
    /// scroll replaces just these).
    private func addOriginConstraints(of guide: UILayoutGuide) {
        guard let owner = guide.owningView, let v = items[ObjectIdentifier(owner)] else { return }
        let g = vars(guide), o = owner.bounds.origin
        let insets: UIEdgeInsets = switch guide.kind {
        case .safeArea: owner.safeAreaInsets
        case .margins, .readableContent: owner.effectiveLayoutMargins
        default: .zero
        }
        let left: LayoutSolver.Constraint
        if guide.kind == .readableContent {
            let inner = v.width - Double(insets.left + insets.right)
            left = g.left + g.width / 2 == v.left + Double(o.x + insets.left) + inner / 2
        } else {
            left = g.left == v.left + Double(o.x + insets.left)
        }
        let top = guide.kind == .bottomLayoutSupport
            ? g.top == v.top + v.height + Double(o.y - owner.safeAreaInsets.bottom)
            : g.top == v.top + Double(o.y + insets.top)
        let forms = [left, top]
        for form in forms { required(form) }
        originConstraints[ObjectIdentifier(guide)] = (guide, forms)
    }

    /// The solver's form of one side's attribute.
    ///
    /// Right to left (`rightToLeft`, for a constraint with a leading or trailing attribute held
    /// by a view laid out right to left) the horizontal axis is mirrored: leading is the right
    /// edge, trailing the left one, and every horizontal position counts leftwards (its
    /// negative), so that a positive constant moves towards the trailing side, as in UIKit
    /// (`b.leading == a.trailing + 8` puts `b` 8 points left of `a`).
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                            rightToLeft: Bool = false) -> LayoutSolver.Expression {
        guard rightToLeft else { return physicalExpression(item, attribute) }
        let mirrored: NSLayoutConstraint.Attribute = switch attribute {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: attribute
        }
        let e = physicalExpression(item, mirrored)
        return mirrored.isHorizontalPosition ? e * -1 : e
    }

    private func physicalExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LayoutSolver.Expression {
        let v = vars(item)
        let view = item as? UIView
        let m = view?.effectiveLayoutMargins ?? .zero
        let left = LayoutSolver.Expression(v.left), top = LayoutSolver.Expression(v.top)
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + v.width
        case .top: return top
        case .bottom: return top + v.height
        case .width: return LayoutSolver.Expression(v.width)
        case .height: return LayoutSolver.Expression(v.height)
        case .centerX: return left + v.width * 0.5
        case .centerY: return top + v.height * 0.5
        case .leftMargin, .leadingMargin: return left + Double(m.left)
        case .rightMargin, .trailingMargin: return left + v.width - Double(m.right)
        case .topMargin: return top + Double(m.top)
        case .bottomMargin: return top + v.height - Double(m.bottom)
        case .centerXWithinMargins: return left + Double(m.left) + (v.width - Double(m.left + m.right)) * 0.5
        case .centerYWithinMargins: return top + Double(m.top) + (v.height - Double(m.top + m.bottom)) * 0.5
        case .firstBaseline, .lastBaseline:
            guard let label = view as? UILabel else { return attribute == .firstBaseline ? top : top + v.height }
            // A label centres its text vertically: the baseline sits an ascender below the text's top.
            let text = Double(label.intrinsicContentSize.height), font: UIFont = label.font
            let firstLine = top + v.height * 0.5 - text / 2 + Double(font.ascender)
            return attribute == .firstBaseline ? firstLine : firstLine + (text - Double(font.lineHeight))
        case .notAnAttribute: return LayoutSolver.Expression(0)
        }
    }

    /// Whether a relation between `a` and `b` is mirrored: leading and trailing follow the
    /// direction of the view that holds it (a constraint's closest common ancestor of its
    /// items, when activated).
    private static func mirrors(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, heldBy view: UIView?) -> Bool {
        (a.isDirectional || b.isDirectional) && view?.isRightToLeft == true
    }

    /// Adds a user constraint; an unsatisfiable required one is logged as UIKit logs it and left out.
    private func install(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem else { return }
        let rightToLeft = Self.mirrors(c.firstAttribute, c.secondAttribute, heldBy: c.owner)
        var rhs = LayoutSolver.Expression(Double(c.constant))
        if let second = c.secondItem {
            rhs = expression(second, c.secondAttribute, rightToLeft: rightToLeft) * Double(c.multiplier) + Double(c.constant)
        }
        let lhs = expression(first, c.firstAttribute, rightToLeft: rightToLeft)
        let relation: LayoutSolver.Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let form = LayoutSolver.Constraint(lhs, relation, rhs, strength: LayoutSolver.Strength(priority: c.priority.rawValue))
        do {
            try solver.addConstraint(form)
            installed[ObjectIdentifier(c)] = (c, form)
        } catch .unsatisfiableConstraint {
            reportUnsatisfiable(c)
        } catch {
            warnOnce("Auto Layout could not add \(c): \(error); it is left out")
        }
    }

    private func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        guard reported.insert(ObjectIdentifier(broken)).inserted else { return }
        let items = [broken.firstItem, broken.secondItem].compactMap { $0 }
        let related = installed.values.map(\.constraint).filter { c in
            c.priority == .required && items.contains { $0 === c.firstItem || $0 === c.secondItem }
        }
        let list = (related + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        FileHandle.standardError.write(Data("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)\n
            """.utf8))
    }

    // MARK: Applying

    /// Sets the frames of the views laid out by constraints, parents first.
    /// Returns the multi-line labels whose wrapping width changed (their intrinsic height with it).
    @discardableResult
    private func apply() -> [UILabel] {
        guard fitting == nil else { return [] }
        applying = true
        defer { applying = false }
        var rewrapped: [UILabel] = []
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let sup = view.superview, let s = items[ObjectIdentifier(sup)], let v = items[ObjectIdentifier(view)] else { continue }
            let so = Self.contentOrigin(of: sup)
            let x = v.left.value - s.left.value + Double(so.x), y = v.top.value - s.top.value + Double(so.y)
            let size = CGSize(width: max(0, v.width.value), height: max(0, v.height.value))
            let center = CGPoint(x: x + size.width / 2, y: y + size.height / 2)
            if view.bounds.size != size {
                if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                   view.bounds.width != size.width { rewrapped.append(label) }
                view.bounds = CGRect(origin: view.bounds.origin, size: size)
            }
            if view.center != center { view.center = center }
        }
        for case let scrollView as UIScrollView in views {
            // Constraints that fix the content guide's size make the content size (iOS 11).
            guard let guide = scrollView.contentGuideStorage, let g = items[ObjectIdentifier(guide)] else { continue }
            scrollView.contentGuideSolved(size: CGSize(width: g.width.value, height: g.height.value))
        }
        for view in views {
            let insets = view.safeAreaInsets
            guard insets != view.autoLayout.reportedSafeArea else { continue }
            view.autoLayout.reportedSafeArea = insets
            view.safeAreaInsetsDidChange()
            (view.viewDelegate as? UIViewController)?.viewSafeAreaInsetsDidChange()
        }
        return rewrapped
    }

    /// Whether `variable` can move without breaking anything stronger than a whisper (its
    /// value is then not determined by the constraints). With `keep`, the move stays.
    private func moves(_ variable: LayoutSolver.Variable, keep: Bool) -> Bool {
        let before = variable.value
        let whisper = LayoutSolver.Strength(0.001)
        guard (try? solver.addEditVariable(variable, strength: whisper)) != nil else { return false }
        try? solver.suggestValue(variable, before + 97)
        solver.updateVariables()
        let moved = abs(variable.value - before) > 1e-6
        if moved && !keep { try? solver.suggestValue(variable, before) }
        try? solver.removeEditVariable(variable)
        solver.updateVariables()
        return moved
    }
}
