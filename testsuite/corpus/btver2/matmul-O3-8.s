	vmovd	(%rdi), %xmm5
	leaq	(%rax,%rcx), %rbx
	vmovd	(%rax), %xmm6
	leaq	(%rdi,%rcx), %r15
	vmovd	(%rdi,%rsi), %xmm7
	prefetcht0	224(%rdx)
	addq	$64, %rdx
	vpinsrd	$1, (%rdi,%rcx), %xmm5, %xmm2
	vpinsrd	$1, (%rax,%rcx), %xmm6, %xmm0
	vmovd	(%rax,%rsi), %xmm5
	vmovd	(%rdi,%rsi,2), %xmm6
	vpunpcklqdq	%xmm2, %xmm0, %xmm0
	vpinsrd	$1, (%r15,%rsi), %xmm7, %xmm2
	vpmulld	-64(%rdx), %xmm0, %xmm0
	vmovd	(%rax,%rsi,2), %xmm7
	vpaddd	%xmm1, %xmm0, %xmm1
	vpinsrd	$1, (%rbx,%rsi), %xmm5, %xmm0
	vmovd	(%rax,%r12), %xmm5
	vpunpcklqdq	%xmm2, %xmm0, %xmm0
	vpinsrd	$1, (%r15,%rsi,2), %xmm6, %xmm2
	vpmulld	-48(%rdx), %xmm0, %xmm0
	leaq	(%rax,%r12), %r15
	vpaddd	%xmm1, %xmm0, %xmm1
	vpinsrd	$1, (%rbx,%rsi,2), %xmm7, %xmm0
	leaq	(%rdi,%r12), %rbx
	vpunpcklqdq	%xmm2, %xmm0, %xmm0
	vmovd	(%rdi,%r12), %xmm2
	vpmulld	-32(%rdx), %xmm0, %xmm0
	movq	-48(%rsp), %rdi
	addq	%rdi, %rax
	leaq	(%rsi,%rbx), %rdi
	vpinsrd	$1, (%rbx,%rcx), %xmm2, %xmm2
	movl	-24(%rsp), %ebx
	vpaddd	%xmm1, %xmm0, %xmm0
	vpinsrd	$1, (%r15,%rcx), %xmm5, %xmm1
	movl	%ebp, %r15d
	addl	$4, %ebp
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vpmulld	-16(%rdx), %xmm1, %xmm1
	cmpl	%ebx, %r15d
	vpaddd	%xmm0, %xmm1, %xmm1
	jne	.L77
