import type { TranslationMessages } from 'react-admin';

/**
 * Arabic framework messages for react-admin 5 (`ra.*`).
 * Same leaf key set as ra-language-english 5.15.
 *
 * Plural messages give the 6 forms of node-polyglot's 'arabic' rule, in order:
 *   0: n = 0 | 1: n = 1 | 2: n = 2 | 3: n % 100 in 3..10
 *   4: n % 100 in 11..99 | 5: otherwise (100, 101, 102, ...)
 */
const messages: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'إضافة عامل تصفية',
            add: 'إضافة',
            back: 'رجوع',
            bulk_actions:
                'لم يتم تحديد أي عنصر |||| تم تحديد عنصر واحد |||| تم تحديد عنصرين |||| تم تحديد %{smart_count} عناصر |||| تم تحديد %{smart_count} عنصرًا |||| تم تحديد %{smart_count} عنصر',
            cancel: 'إلغاء',
            clear_array_input: 'مسح القائمة',
            clear_input_value: 'مسح القيمة',
            clone: 'استنساخ',
            confirm: 'تأكيد',
            create: 'إنشاء',
            create_item: 'إنشاء %{item}',
            delete: 'حذف',
            edit: 'تعديل',
            export: 'تصدير',
            list: 'القائمة',
            refresh: 'إعادة تحميل',
            remove_filter: 'إزالة عامل التصفية هذا',
            remove_all_filters: 'إزالة جميع عوامل التصفية',
            remove: 'إزالة',
            reset: 'إعادة تعيين',
            save: 'حفظ',
            search: 'بحث',
            search_columns: 'البحث في الأعمدة',
            select_all: 'تحديد الكل',
            select_all_button: 'تحديد الكل',
            select_row: 'تحديد هذا الصف',
            show: 'عرض',
            sort: 'فرز',
            undo: 'تراجع',
            unselect: 'إلغاء التحديد',
            expand: 'توسيع',
            close: 'إغلاق',
            open_menu: 'فتح القائمة',
            close_menu: 'إغلاق القائمة',
            update: 'تحديث',
            move_up: 'نقل لأعلى',
            move_down: 'نقل لأسفل',
            open: 'فتح',
            toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
            select_columns: 'الأعمدة',
            update_application: 'إعادة تحميل التطبيق',
        },
        boolean: {
            true: 'نعم',
            false: 'لا',
            null: ' ',
        },
        page: {
            create: 'إنشاء %{name}',
            dashboard: 'لوحة التحكم',
            edit: '%{name} %{recordRepresentation}',
            error: 'حدث خطأ ما',
            list: '%{name}',
            loading: 'جارٍ التحميل',
            not_found: 'غير موجود',
            show: '%{name} %{recordRepresentation}',
            empty: 'لا يوجد %{name} بعد.',
            invite: 'هل تريد إضافة عنصر؟',
            access_denied: 'تم رفض الوصول',
            authentication_error: 'خطأ في المصادقة',
        },
        input: {
            file: {
                upload_several:
                    'أفلت بعض الملفات هنا لرفعها، أو انقر لاختيار ملف.',
                upload_single: 'أفلت ملفًا هنا لرفعه، أو انقر لاختياره.',
            },
            image: {
                upload_several:
                    'أفلت بعض الصور هنا لرفعها، أو انقر لاختيار صورة.',
                upload_single: 'أفلت صورة هنا لرفعها، أو انقر لاختيارها.',
            },
            references: {
                all_missing: 'تعذّر العثور على البيانات المرجعية.',
                many_missing:
                    'يبدو أن مرجعًا واحدًا على الأقل من المراجع المرتبطة لم يعد متاحًا.',
                single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحًا.',
            },
            password: {
                toggle_visible: 'إخفاء كلمة المرور',
                toggle_hidden: 'إظهار كلمة المرور',
            },
        },
        message: {
            about: 'حول',
            access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
            are_you_sure: 'هل أنت متأكد؟',
            authentication_error:
                'أعاد خادم المصادقة خطأً وتعذّر التحقق من بيانات اعتمادك.',
            auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
            bulk_delete_content:
                'هل أنت متأكد من أنك تريد حذف %{smart_count} عنصر؟ |||| هل أنت متأكد من أنك تريد حذف هذا العنصر (%{name})؟ |||| هل أنت متأكد من أنك تريد حذف هذين العنصرين؟ |||| هل أنت متأكد من أنك تريد حذف هذه العناصر الـ%{smart_count}؟ |||| هل أنت متأكد من أنك تريد حذف هذه العناصر الـ%{smart_count}؟ |||| هل أنت متأكد من أنك تريد حذف هذه العناصر الـ%{smart_count}؟',
            bulk_delete_title:
                'حذف %{smart_count} عنصر من %{name} |||| حذف %{name} |||| حذف عنصرين من %{name} |||| حذف %{smart_count} عناصر من %{name} |||| حذف %{smart_count} عنصرًا من %{name} |||| حذف %{smart_count} عنصر من %{name}',
            bulk_update_content:
                'هل أنت متأكد من أنك تريد تحديث %{smart_count} عنصر؟ |||| هل أنت متأكد من أنك تريد تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من أنك تريد تحديث هذين العنصرين؟ |||| هل أنت متأكد من أنك تريد تحديث هذه العناصر الـ%{smart_count}؟ |||| هل أنت متأكد من أنك تريد تحديث هذه العناصر الـ%{smart_count}؟ |||| هل أنت متأكد من أنك تريد تحديث هذه العناصر الـ%{smart_count}؟',
            bulk_update_title:
                'تحديث %{smart_count} عنصر من %{name} |||| تحديث %{name} %{recordRepresentation} |||| تحديث عنصرين من %{name} |||| تحديث %{smart_count} عناصر من %{name} |||| تحديث %{smart_count} عنصرًا من %{name} |||| تحديث %{smart_count} عنصر من %{name}',
            clear_array_input: 'هل أنت متأكد من أنك تريد مسح القائمة بأكملها؟',
            delete_content: 'هل أنت متأكد من أنك تريد حذف هذا العنصر (%{name})؟',
            delete_title: 'حذف %{name} %{recordRepresentation}',
            details: 'التفاصيل',
            error: 'حدث خطأ في جهة العميل وتعذّر إكمال طلبك.',
            invalid_form: 'النموذج غير صالح. يرجى التحقق من الأخطاء',
            loading: 'يرجى الانتظار',
            no: 'لا',
            not_found:
                'إما أنك كتبت عنوان URL خاطئًا، أو اتبعت رابطًا غير صالح.',
            select_all_limit_reached:
                'هناك عدد كبير جدًا من العناصر لتحديدها كلها. تم تحديد العناصر الأولى فقط وعددها %{max}.',
            unsaved_changes:
                'لم يتم حفظ بعض تغييراتك. هل أنت متأكد من أنك تريد تجاهلها؟',
            yes: 'نعم',
            placeholder_data_warning: 'مشكلة في الشبكة: فشل تحديث البيانات.',
        },
        navigation: {
            clear_filters: 'مسح عوامل التصفية',
            no_filtered_results:
                'لم يتم العثور على %{name} باستخدام عوامل التصفية الحالية.',
            no_results: 'لم يتم العثور على %{name}',
            no_more_results:
                'رقم الصفحة %{page} خارج النطاق. جرّب الصفحة السابقة.',
            page_out_of_boundaries: 'رقم الصفحة %{page} خارج النطاق',
            page_out_from_end: 'لا يمكن الانتقال إلى ما بعد الصفحة الأخيرة',
            page_out_from_begin: 'لا يمكن الانتقال إلى ما قبل الصفحة 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} من %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} من أكثر من %{offsetEnd}',
            current_page: 'الصفحة %{page}',
            page: 'الانتقال إلى الصفحة %{page}',
            first: 'الانتقال إلى الصفحة الأولى',
            last: 'الانتقال إلى الصفحة الأخيرة',
            next: 'الانتقال إلى الصفحة التالية',
            previous: 'الانتقال إلى الصفحة السابقة',
            page_rows_per_page: 'عدد الصفوف في الصفحة:',
            skip_nav: 'الانتقال إلى المحتوى',
        },
        sort: {
            sort_by: 'فرز حسب %{field_lower_first} %{order}',
            ASC: 'تصاعديًا',
            DESC: 'تنازليًا',
        },
        auth: {
            auth_check_error: 'يرجى تسجيل الدخول للمتابعة',
            user_menu: 'الملف الشخصي',
            username: 'اسم المستخدم',
            password: 'كلمة المرور',
            email: 'البريد الإلكتروني',
            sign_in: 'تسجيل الدخول',
            sign_in_error: 'فشلت المصادقة، يرجى المحاولة مرة أخرى',
            logout: 'تسجيل الخروج',
        },
        notification: {
            updated:
                'تم تحديث %{smart_count} عنصر |||| تم تحديث العنصر |||| تم تحديث عنصرين |||| تم تحديث %{smart_count} عناصر |||| تم تحديث %{smart_count} عنصرًا |||| تم تحديث %{smart_count} عنصر',
            created: 'تم إنشاء العنصر',
            deleted:
                'تم حذف %{smart_count} عنصر |||| تم حذف العنصر |||| تم حذف عنصرين |||| تم حذف %{smart_count} عناصر |||| تم حذف %{smart_count} عنصرًا |||| تم حذف %{smart_count} عنصر',
            bad_item: 'عنصر غير صحيح',
            item_doesnt_exist: 'العنصر غير موجود',
            http_error: 'خطأ في الاتصال بالخادم',
            data_provider_error:
                'خطأ في dataProvider. راجع وحدة التحكم (console) للاطلاع على التفاصيل.',
            i18n_error: 'تعذّر تحميل الترجمات للغة المحددة',
            canceled: 'تم إلغاء الإجراء',
            logged_out: 'انتهت جلستك، يرجى إعادة الاتصال.',
            not_authorized: 'غير مصرح لك بالوصول إلى هذا المورد.',
            application_update_available: 'يتوفر إصدار جديد.',
            offline: 'لا يوجد اتصال. تعذّر جلب البيانات.',
        },
        validation: {
            required: 'مطلوب',
            minLength: 'يجب ألا يقل عدد الأحرف عن %{min}',
            maxLength: 'يجب ألا يزيد عدد الأحرف عن %{max}',
            minValue: 'يجب أن تكون القيمة %{min} على الأقل',
            maxValue: 'يجب أن تكون القيمة %{max} أو أقل',
            number: 'يجب أن تكون القيمة رقمًا',
            email: 'يجب أن يكون بريدًا إلكترونيًا صالحًا',
            oneOf: 'يجب أن تكون القيمة إحدى القيم التالية: %{options}',
            regex: 'يجب أن يطابق تنسيقًا محددًا (regexp): %{pattern}',
            unique: 'يجب أن تكون القيمة فريدة',
        },
        saved_queries: {
            label: 'الاستعلامات المحفوظة',
            query_name: 'اسم الاستعلام',
            new_label: 'حفظ الاستعلام الحالي...',
            new_dialog_title: 'حفظ الاستعلام الحالي باسم',
            remove_label: 'إزالة الاستعلام المحفوظ',
            remove_label_with_name: 'إزالة الاستعلام «%{name}»',
            remove_dialog_title: 'إزالة الاستعلام المحفوظ؟',
            remove_message:
                'هل أنت متأكد من أنك تريد إزالة هذا العنصر من قائمة الاستعلامات المحفوظة؟',
            help: 'صفِّ القائمة واحفظ هذا الاستعلام لاستخدامه لاحقًا',
        },
        guesser: {
            empty: {
                title: 'لا توجد بيانات لعرضها',
                message: 'يرجى التحقق من مزوّد البيانات',
            },
        },
        configurable: {
            customize: 'تخصيص',
            configureMode: 'تهيئة هذه الصفحة',
            inspector: {
                title: 'المفتش',
                content: 'مرّر المؤشر فوق عناصر واجهة التطبيق لتهيئتها',
                reset: 'إعادة تعيين الإعدادات',
                hideAll: 'إخفاء الكل',
                showAll: 'إظهار الكل',
            },
            Datagrid: {
                title: 'جدول البيانات',
                unlabeled: 'عمود بدون تسمية #%{column}',
            },
            SimpleForm: {
                title: 'النموذج',
                unlabeled: 'حقل إدخال بدون تسمية #%{input}',
            },
            SimpleList: {
                title: 'القائمة',
                primaryText: 'النص الأساسي',
                secondaryText: 'النص الثانوي',
                tertiaryText: 'النص الثالث',
            },
        },
    },
};

export default messages;
