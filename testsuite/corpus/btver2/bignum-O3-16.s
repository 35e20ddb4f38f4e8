	movq	-152(%rbx), %rax
	addl	$8, %ebp
	mulq	-152(%r11)
	prefetcht0	(%rbx)
	movq	-144(%r11), %rax
	addq	$64, %rbx
	prefetcht0	(%r11)
	addq	$64, %r11
	movq	%rdx, %rdi
	mulq	-208(%rbx)
	movq	-200(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-200(%r11)
	movq	-192(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-192(%r11)
	movq	-184(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-184(%r11)
	movq	-176(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-176(%r11)
	movq	-168(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-168(%r11)
	movq	-160(%rbx), %rax
	addq	%rdx, %rdi
	mulq	-160(%r11)
	addq	%rdx, %rdi
	addq	%rdi, %rsi
	cmpl	%ecx, %ebp
	jne	.L133
