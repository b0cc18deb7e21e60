import './fleet.css';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { useSpaceLeft } from '../../lib/useSpaceLeft';

interface Props {
  /** Bootstrap column classes of the tree's side and the details' side, below 1200 px. */
  treeColumn: string;
  detailsColumn: string;
  /**
   * From 1200 px on the tree's side has this width (enough for a long store name beside its
   * badges) and the details take the rest, rather than both a share that suits neither.
   */
  treeWidth: string;
  tree: ReactNode;
  details: ReactNode;
  /** The node the details show; a new one starts them at the top. */
  selectedKey: string | undefined;
}

/**
 * A fleet page's body: the tree on the left, the details of its selected node on the right. Side
 * by side, both end at the window's bottom edge and the details scroll on their own, so a long
 * panel neither stretches the page nor leaves the tree's side empty below it.
 */
export function FleetLayout({ treeColumn, detailsColumn, treeWidth, tree, details, selectedKey }: Props) {
  const detailsRef = useRef<HTMLDivElement>(null);
  const spaceLeft = useSpaceLeft(detailsRef);
  useEffect(() => {
    detailsRef.current?.scrollTo?.({ top: 0 });
  }, [selectedKey]);
  const style = {
    '--fleet-tree-width': treeWidth,
    ...(spaceLeft === undefined ? {} : { '--fleet-details-height': `${spaceLeft}px` }),
  } as CSSProperties;
  return (
    <div className="row g-3 fleet-layout" style={style}>
      <div className={`${treeColumn} fleet-tree`}>{tree}</div>
      {/* It scrolls on its own, so the keyboard must be able to reach it even where it holds
          nothing focusable further down (the store server's check tables). */}
      <div
        ref={detailsRef}
        className={`${detailsColumn} fleet-details`}
        tabIndex={0}
        role="region"
        aria-label={fleetTexts.fleet.detailsRegion}
      >
        {details}
      </div>
    </div>
  );
}
