"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldControl, FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { lengthIssue } from "@/lib/validation/length";
import { MAX_SEARCH_LENGTH } from "@/lib/constants";
import { MAX_WORKSPACE_LOCATION_CHANGES } from "@/lib/workspaces/constants";
import {
  SetWorkspaceLocationsMutation,
  WorkspaceCandidatesQuery,
} from "@/lib/workspaces/operations";
import { usePendingChanges } from "./use-pending-changes";

const PAGE = 25;
type Candidate = {
  _id: string;
  name: string;
  storeCode?: string | null;
  locality?: string | null;
  inWorkspace: boolean;
};

/**
 * Choose a workspace's stores among thousands: the server pages and searches the tenant's stores
 * (25 a page), ticks are kept as pending additions/removals across pages and saved in one
 * all-or-nothing change.
 */
export function WorkspaceStoresChooser({ workspaceId }: { workspaceId: string }) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ items: Candidate[]; total: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = usePendingChanges();
  const lengthMessage = useLengthMessage();
  const searchIssue = lengthIssue(search.trim(), { max: MAX_SEARCH_LENGTH });

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    requestGraphQL(WorkspaceCandidatesQuery, {
      workspaceId,
      search: term || null,
      limit: PAGE,
      offset,
    })
      .then((data) => {
        if (live) setPage(data.workspaceCandidates);
      })
      .catch((error: unknown) => {
        console.error("Loading stores failed", error);
        if (live) toast.error(t("error"));
      });
    return () => {
      live = false;
    };
  }, [workspaceId, term, offset, version, t]);
  // Search as the user types, a little after the last key; a term past the limit is not sent.
  useEffect(() => {
    if (searchIssue) return;
    const timer = window.setTimeout(() => {
      setTerm(search.trim());
      setOffset(0);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, searchIssue]);

  async function save() {
    setSaving(true);
    try {
      const { add, remove } = pending.changes();
      await requestGraphQL(SetWorkspaceLocationsMutation, { input: { workspaceId, add, remove } });
      pending.reset();
      toast.success(t("storesSaved"));
      setVersion((v) => v + 1);
      router.refresh();
    } catch {
      toast.error(t("error"));
    } finally {
      setSaving(false);
    }
  }

  const items = page?.items ?? [];
  const allOnPage = items.length > 0 && items.every((c) => pending.isChecked(c._id, c.inWorkspace));
  const count = pending.count();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="choose-stores">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="choose-stores" className="text-lg font-semibold">
          {t("chooseStores")}
        </h2>
        <div className="flex items-center gap-2">
          {count > 0 ? (
            <span className="text-muted-foreground text-sm">{t("pendingChanges", { count })}</span>
          ) : null}
          <Button
            onClick={save}
            disabled={count === 0 || count > MAX_WORKSPACE_LOCATION_CHANGES || saving}
          >
            {t("save")}
          </Button>
        </div>
      </div>
      <Field invalid={!!searchIssue}>
        <FieldControl>
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("search")}
            aria-label={t("searchLabel")}
          />
        </FieldControl>
        <FieldError>{lengthMessage(searchIssue, { max: MAX_SEARCH_LENGTH })}</FieldError>
      </Field>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                aria-label={t("selectPage")}
                checked={allOnPage}
                onCheckedChange={(value) =>
                  items.forEach((c) => pending.set(c._id, c.inWorkspace, value === true))
                }
              />
            </TableHead>
            <TableHead>{t("name")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("storeCode")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("locality")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((c) => (
            <TableRow key={c._id}>
              <TableCell>
                <Checkbox
                  aria-label={c.name}
                  checked={pending.isChecked(c._id, c.inWorkspace)}
                  onCheckedChange={(value) => pending.set(c._id, c.inWorkspace, value === true)}
                />
              </TableCell>
              <TableCell>{c.name}</TableCell>
              <TableCell className="hidden sm:table-cell">{c.storeCode}</TableCell>
              <TableCell className="hidden sm:table-cell">{c.locality}</TableCell>
            </TableRow>
          ))}
          {page && items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="text-muted-foreground py-6 text-center">
                {t("noResults")}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {page && page.total > 0 ? (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t("chooseStores")}>
          <span className="text-muted-foreground">
            {t("pageInfo", {
              from: offset + 1,
              to: Math.min(offset + PAGE, page.total),
              total: page.total,
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            {t("previous")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + PAGE >= page.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t("next")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
