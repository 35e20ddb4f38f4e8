# Pushes a value every iteration and never pops.
	fldl	(%rdi)
	addq	$8, %rdi
