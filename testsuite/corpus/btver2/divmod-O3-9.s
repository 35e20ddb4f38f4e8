	movq	-80(%rbx), %rax
	prefetcht0	(%rbx)
	prefetcht0	(%rdi)
	prefetchw	(%r11)
	addl	$8, %ebp
	addq	$64, %rbx
	addq	$64, %r11
	cqto
	idivq	-80(%rdi)
	movq	%rax, -144(%r11)
	movq	-136(%rbx), %rax
	cqto
	idivq	-72(%rdi)
	movq	%rax, -136(%r11)
	movq	-128(%rbx), %rax
	cqto
	idivq	-64(%rdi)
	movq	%rax, -128(%r11)
	movq	-120(%rbx), %rax
	cqto
	idivq	-56(%rdi)
	movq	%rax, -120(%r11)
	movq	-112(%rbx), %rax
	cqto
	idivq	-48(%rdi)
	movq	%rax, -112(%r11)
	movq	-104(%rbx), %rax
	cqto
	idivq	-40(%rdi)
	movq	%rax, -104(%r11)
	movq	-96(%rbx), %rax
	cqto
	idivq	-32(%rdi)
	movq	%rax, -96(%r11)
	movq	-88(%rbx), %rax
	cqto
	idivq	-24(%rdi)
	addq	$64, %rdi
	movq	%rax, -88(%r11)
	cmpl	%ecx, %ebp
	jne	.L57
