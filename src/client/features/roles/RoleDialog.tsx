import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { object, string, array } from 'yup';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useSaveRoleMutation, type RightInfo, type RoleDetail } from '../../api/roles';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../../components/FormDialog';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { roleTexts } from '../../../shared/texts/de/roles';

const t = roleTexts.roles;

interface RoleValues {
  name: string;
  description: string;
  rights: string[];
}

const schema = object({
  name: string().trim().required(t.nameRequired).max(64),
  description: string().max(500),
  rights: array(string().required()),
});

interface Props {
  /** The custom role to change; undefined: a new one. */
  role?: RoleDetail;
  rights: readonly RightInfo[];
  onClose(): void;
}

/** Create or change a custom role: its name, description and rights, each with its German description. */
export function RoleDialog({ role, rights, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveRoleMutation();
  const initialValues: RoleValues = {
    name: role?.name ?? '',
    description: role?.description ?? '',
    rights: [...(role?.rights ?? [])],
  };

  // A refused save (409 name taken or last user manager, 403) leaves the dialog open with the input.
  const submit = async (values: RoleValues) => {
    try {
      const roleForm = {
        uid: role?.uid,
        name: values.name.trim(),
        description: values.description.trim(),
        rights: values.rights,
      };
      await save({ roleForm }).unwrap();
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
  };

  return (
    <FormDialog
      title={role ? t.dialogEdit(role.name) : t.dialogNew}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
      size="lg"
    >
      {(formik) => {
        const { values, errors, touched, submitCount } = formik;
        const nameInvalid = (touched.name || submitCount > 0) && errors.name !== undefined;
        return (
          <>
            <div className="row g-3 mb-3">
              <Form.Group controlId={`${id}-name`} className="col-md-6">
                <Form.Label>{t.name}</Form.Label>
                <Form.Control
                  name="name"
                  autoComplete="off"
                  autoFocus
                  value={values.name}
                  isInvalid={nameInvalid}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId={`${id}-description`} className="col-md-6">
                <Form.Label>{t.description}</Form.Label>
                <Form.Control
                  name="description"
                  autoComplete="off"
                  value={values.description}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              </Form.Group>
            </div>
            <RightsFieldset
              id={id}
              rights={rights}
              checked={values.rights}
              onChange={(next) => void formik.setFieldValue('rights', next)}
            />
          </>
        );
      }}
    </FormDialog>
  );
}

interface RightsProps {
  id: string;
  rights: readonly RightInfo[];
  checked: readonly string[];
  /** undefined: read only (a built-in role). */
  onChange?: (rights: string[]) => void;
}

/** The rights as checkboxes, each labelled by its one German name and explained by its description. */
export function RightsFieldset({ id, rights, checked, onChange }: RightsProps) {
  const toggle = (right: string, on: boolean) =>
    onChange?.(rights.map((r) => r.right).filter((r) => (r === right ? on : checked.includes(r))));
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">{t.rights}</legend>
      {rights.map((r) => (
        <Form.Check key={r.right} id={`${id}-right-${r.right}`} type="checkbox">
          <Form.Check.Input
            type="checkbox"
            checked={checked.includes(r.right)}
            disabled={!onChange}
            aria-describedby={`${id}-right-${r.right}-help`}
            onChange={(e) => toggle(r.right, e.currentTarget.checked)}
          />
          <Form.Check.Label>{t.rightNames[r.right] ?? r.right}</Form.Check.Label>
          <Form.Text id={`${id}-right-${r.right}-help`} className="d-block">
            {r.description}
          </Form.Text>
        </Form.Check>
      ))}
    </fieldset>
  );
}
