# A loop as GCC writes it when registers run short: a value spilled to
# the stack read and written at offsets from %rsp, beside an array the
# loop walks.  %rsp points into a region of its own while the copies run
# (the harness's stack set aside), so that the slots are memory the
# harness maps like any array's.
.L3:
	movq	24(%rsp), %rdx
	addq	(%rdi,%rax,8), %rdx
	movq	%rdx, 24(%rsp)
	addq	$1, %rax
	cmpq	%rax, %rsi
	jne	.L3
