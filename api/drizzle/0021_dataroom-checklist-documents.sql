CREATE TABLE "due_diligence_documents" (
	"item_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "data_room_documents" ALTER COLUMN "content_type" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_item_id_due_diligence_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."due_diligence_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_diligence_documents_item_document_unique" ON "due_diligence_documents" USING btree ("item_id","document_id");--> statement-breakpoint
CREATE INDEX "due_diligence_documents_document_idx" ON "due_diligence_documents" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('tax-verification-success', 'tax-verification-failed', 'payment-received', 'payment-failed', 'subscription-cancellation', 'subscription-resumption', 'subscription-extension', 'nda-requested', 'nda-accepted', 'favorite-updated', 'favorite-price-changed', 'business-verified', 'business-canceled', 'business-pending-verification', 'password-was-changed', 'business-was-hidden', 'my-listings-outdated', 'my-listings', 'expired-sellerboard-integration', 'new-listing-alert', 'offer-received', 'offer-countered', 'offer-accepted', 'offer-declined', 'offer-expired', 'listing-under-offer', 'checklist-requested', 'checklist-answered', 'checklist-verified', 'data-room-access-granted', 'data-room-access-paused', 'data-room-access-revoked', 'data-room-document-added'));