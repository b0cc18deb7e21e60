import { useFormikContext } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { updateTexts } from '../../../shared/texts/de/updates';
import { commentMax } from './schemas';

interface TagComment {
  tag: string;
  comment: string;
}

interface Props {
  commentRows: number;
  /** Shows how many of the allowed characters the comment uses. */
  countsComment?: boolean;
}

const names = updateTexts.updates.fields;

/** The tag and comment fields of the upload and the detail dialog, inside their Formik form. */
export function TagCommentFields({ commentRows, countsComment = false }: Props) {
  const id = useId();
  const formik = useFormikContext<TagComment>();
  const { errors, touched, submitCount, values } = formik;
  const shows = (field: keyof TagComment) => (touched[field] || submitCount > 0) && errors[field] !== undefined;
  return (
    <>
      <Form.Group controlId={`${id}-tag`} className="mb-3">
        <Form.Label>{names.tag}</Form.Label>
        <Form.Control
          name="tag"
          value={values.tag}
          isInvalid={shows('tag')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <Form.Control.Feedback type="invalid">{errors.tag}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${id}-comment`}>
        <Form.Label>{names.comment}</Form.Label>
        <Form.Control
          as="textarea"
          rows={commentRows}
          name="comment"
          value={values.comment}
          isInvalid={shows('comment')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <Form.Control.Feedback type="invalid">{errors.comment}</Form.Control.Feedback>
        {countsComment && <Form.Text>{`${values.comment.length} / ${commentMax}`}</Form.Text>}
      </Form.Group>
    </>
  );
}
