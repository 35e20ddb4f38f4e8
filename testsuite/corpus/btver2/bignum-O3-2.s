	xorl	%ebx, %ebx
	addq	-112(%r9), %rax
	prefetcht0	(%r9)
	prefetcht0	(%rcx)
	prefetchw	(%r11)
	setc	%bl
	addq	-112(%rcx), %rax
	movq	%rax, -112(%r11)
	adcq	$0, %rbx
	xorl	%eax, %eax
	addq	-104(%r9), %rbx
	setc	%al
	addq	-104(%rcx), %rbx
	movq	%rbx, -104(%r11)
	adcq	$0, %rax
	xorl	%ebx, %ebx
	addq	-96(%r9), %rax
	setc	%bl
	addq	-96(%rcx), %rax
	movq	%rax, -96(%r11)
	adcq	$0, %rbx
	xorl	%eax, %eax
	addq	-88(%r9), %rbx
	setc	%al
	addq	-88(%rcx), %rbx
	movq	%rbx, -88(%r11)
	adcq	$0, %rax
	xorl	%ebx, %ebx
	addq	-80(%r9), %rax
	setc	%bl
	addq	-80(%rcx), %rax
	movq	%rax, -80(%r11)
	adcq	$0, %rbx
	xorl	%eax, %eax
	addq	-72(%r9), %rbx
	setc	%al
	addq	-72(%rcx), %rbx
	movq	%rbx, -72(%r11)
	adcq	$0, %rax
	xorl	%ebx, %ebx
	addq	-64(%r9), %rax
	setc	%bl
	addq	-64(%rcx), %rax
	movq	%rax, -64(%r11)
	adcq	$0, %rbx
	xorl	%eax, %eax
	addq	-56(%r9), %rbx
	setc	%al
	addq	-56(%rcx), %rbx
	adcq	$0, %rax
	addl	$8, %ebp
	movq	%rbx, -56(%r11)
	addq	$64, %r9
	addq	$64, %rcx
	addq	$64, %r11
	cmpl	%edx, %ebp
	jne	.L42
