	movl	%ebx, %ebp
	movl	%r11d, %r12d
	movq	%rcx, %r10
	movzbl	(%rcx), %edx
	subq	%r13, %r10
	movzbl	(%r10,%r15), %r11d
	addl	%eax, %eax
	incq	%rcx
	movl	%edx, %ebx
	subl	%esi, %edx
	subl	%eax, %edx
	addq	$2, %r8
	movzbl	%r11b, %eax
	movzbl	%bpl, %esi
	leal	(%rdx,%rax,2), %eax
	movzbl	(%r10,%r14), %edx
	subl	%edi, %eax
	movzbl	%r9b, %edi
	movl	%edx, %r9d
	addl	%eax, %edx
	movw	%dx, -2(%r8)
	cmpq	%rcx, -48(%rsp)
	movzbl	%r12b, %eax
	jne	.L59
